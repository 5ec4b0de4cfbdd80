/** Demo content for `npm run seed`: fictional writers and scripts (all text written for this project). */

export const DEMO_PASSWORD = "whitelist-demo";

export const DEMO_USERS = [
  { key: "admin", name: "Avery Stone", email: "admin@demo.thewhitelist.app", role: "admin" as const, bio: "Keeps the lights on at The White List." },
  { key: "maya", name: "Maya Okafor", email: "maya@demo.thewhitelist.app", role: "customer" as const, bio: "Thriller writer from Chicago. Two features optioned." },
  { key: "daniel", name: "Daniel Reyes", email: "daniel@demo.thewhitelist.app", role: "customer" as const, bio: "Comedy features and half-hour pilots." },
  { key: "priya", name: "Priya Natarajan", email: "priya@demo.thewhitelist.app", role: "customer" as const, bio: "Horror, folklore and the occasional heist." },
  { key: "sam", name: "Sam Whitaker", email: "sam@demo.thewhitelist.app", role: "customer" as const, bio: "Former stage manager writing period dramas." },
];

export const DUMMY_AUTHORS = [
  { key: "archive", name: "The Archive Collective", bio: "Classic-style spec scripts curated by the editors." },
  { key: "lab", name: "Midnight Writers Lab", bio: "Workshop pieces published on behalf of the lab." },
];

export interface SeedScript {
  title: string;
  logline: string;
  genres: string[];
  author: string;
  isPublic: boolean;
  scenes: number;
}

const S = (title: string, logline: string, genres: string[], author: string, isPublic: boolean, scenes: number): SeedScript => ({ title, logline, genres, author, isPublic, scenes });

export const SEED_SCRIPTS: SeedScript[] = [
  S("The Long Night Shift", "A hospital night porter discovers that the patients on the ninth floor check in but never check out.", ["thriller", "mystery"], "maya", true, 38),
  S("Paper Lanterns", "Two estranged sisters reopen their late mother's lantern shop and find the ledger of every wish she ever sold.", ["drama", "family"], "sam", true, 30),
  S("Dead Air", "A late-night radio host takes a call from a listener who describes a murder that hasn't happened yet.", ["thriller", "horror"], "priya", true, 34),
  S("Second Unit", "A washed-up stunt coordinator gets one last job: double for the star who ruined his career.", ["comedy", "action"], "daniel", true, 32),
  S("Saltwater Saints", "In a fishing town swallowed by debt, a young priest organises the heist of the bishop's art collection.", ["drama", "satire"], "sam", true, 36),
  S("The Quiet Floor", "A librarian who hasn't spoken in ten years must testify in the trial of the man who silenced her.", ["drama", "mystery"], "maya", true, 28),
  S("Hollow Pines", "Campers at a shuttered summer camp realise the counsellors from 1987 never left.", ["horror"], "priya", true, 30),
  S("Overtime", "A high-school basketball coach with a secret gambling habit has one season to win back his team's trust.", ["sports", "drama"], "daniel", true, 33),
  S("Ink & Iron", "A Victorian tattoo artist inks maps onto sailors that lead to a drowned city.", ["period", "historical"], "sam", true, 35),
  S("Small Claims", "Two feuding neighbours take a dispute over a hedge all the way to the Supreme Court.", ["comedy", "satire"], "daniel", true, 26),
  S("Static Bloom", "After a solar storm, every plant in a desert town starts broadcasting radio signals.", ["experimental", "mystery"], "lab", true, 24),
  S("Kintsugi", "A bereaved ceramicist restores the pottery of strangers and the stories hidden in their cracks.", ["drama", "romance"], "archive", true, 27),
  S("The Understudy", "An understudy who has never gone on learns the lead actress has vanished on opening night.", ["thriller", "drama"], "maya", true, 31),
  S("Foxglove", "A herbalist in 1890s Cornwall is accused of poisoning the magistrate she was secretly treating.", ["period", "mystery"], "sam", true, 33),
  S("Happy Hour", "Five coworkers stuck in a bar during a blackout agree to tell the truth for one hour.", ["comedy", "drama"], "daniel", true, 22),
  S("Blackwater Road", "A county coroner keeps finding the same stranger's fingerprints on every accident victim.", ["thriller", "dark"], "priya", true, 36),
  S("Ghost Kitchen", "The chef of a delivery-only restaurant realises her orders are coming from a house that burned down.", ["horror", "comedy"], "priya", true, 28),
  S("The Last Matinee", "The projectionist of a closing cinema screens one final film that changes everyone who watches it.", ["drama", "experimental"], "archive", true, 25),
  S("Cold Open", "A sketch-show writer's jokes start coming true the morning after each broadcast.", ["comedy", "mystery"], "daniel", true, 29),
  S("Undertow", "A lifeguard covers up a drowning to protect her brother and is blackmailed by the only witness.", ["thriller", "drama"], "maya", true, 34),
  S("Rust Belt Requiem", "A retired steelworker forms a choir from his laid-off colleagues to sing at the mill's demolition.", ["drama", "family"], "sam", true, 30),
  S("Anime Girl Down", "A burnt-out animator is pulled into the unfinished world of the series she walked away from.", ["anime", "experimental"], "lab", true, 26),
  S("Field Notes", "An ornithologist tracking a rare bird stumbles onto a smuggling ring in the Everglades.", ["thriller", "reality"], "maya", true, 31),
  S("The Ninth Inning", "A minor-league umpire with a perfect record is offered a fortune to blow one call.", ["sports", "thriller"], "daniel", true, 30),
  S("Lullaby Protocol", "A night nurse at an AI-run nursery suspects the system is teaching the babies to lie.", ["thriller", "experimental"], "lab", true, 27),
  S("Orchard Hill", "Three generations of apple growers fight over whether to sell the farm to a cider giant.", ["drama", "family"], "archive", true, 29),
  S("Masquerade Ward", "At a 1920s asylum ball, an inmate and a visiting heiress swap places for one night.", ["period", "romance"], "archive", true, 32),
  S("Night Bus 43", "Strangers on the last bus of the night realise the route is taking them somewhere that isn't on any map.", ["horror", "mystery"], "priya", true, 28),
  S("Untitled Heist Draft", "A crew of retired magicians plans to rob the casino that banned them.", ["comedy", "action"], "daniel", false, 20),
  S("Notes to Self", "A memoir-in-progress about a year of letters the writer never sent.", ["drama"], "maya", false, 16),
  S("Wolf Moon Rewrite", "Second pass on the werewolf western: the sheriff is the one howling.", ["horror", "period"], "priya", false, 18),
  S("The Gardener's Daughter", "A land dispute in 1930s Kerala becomes a love story across a caste line.", ["historical", "romance"], "sam", false, 24),
];
