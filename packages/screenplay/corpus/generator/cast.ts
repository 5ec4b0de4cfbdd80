/** Cast and locations of SALT AND IRON, the generated feature in the corpus. */

export interface Person {
  /** Cue name as printed. */
  cue: string;
  /** Name used in action lines. */
  name: string;
}

export const CAST = {
  mara: { cue: "MARA", name: "Mara" },
  teo: { cue: "TEO", name: "Teo" },
  june: { cue: "JUNE", name: "June" },
  pryce: { cue: "DR. PRYCE", name: "Dr. Pryce" },
  crowe: { cue: "CROWE", name: "Crowe" },
  nell: { cue: "NELL", name: "Nell" },
  diaz: { cue: "OFFICER DIAZ", name: "Officer Diaz" },
  abe: { cue: "ABE", name: "Abe" },
  pilar: { cue: "PILAR", name: "Pilar" },
} satisfies Record<string, Person>;

export type CastKey = keyof typeof CAST;

export interface Location {
  heading: string;
  indoor?: boolean;
  /** Hand-written descriptions; one is picked for each visit. */
  looks: string[];
}

export const LOCATIONS: Record<string, Location> = {
  harbor: {
    heading: "EXT. GULLHAVEN HARBOR",
    looks: [
      "Trawlers knock against the pilings. Gulls work the bait buckets. Fog sits on the water like it pays rent.",
      "Low tide. The harbor smells of diesel and kelp. A FOR SALE sign hangs crooked on the fuel shack.",
      "Rain needles the water. Every boat is tied double. Nobody is out who does not have to be.",
    ],
  },
  gull: {
    heading: "EXT. THE GULL - DECK",
    looks: [
      "Mara's salvage boat: forty feet of patched hull, a winch that screams, and a dive ladder bent at one rung.",
      "The deck is a mess of hose, tanks and lift bags. A thermos rolls with the swell.",
      "The Gull rides at anchor over dark water. The compressor chugs. A red dive flag snaps in the wind.",
    ],
  },
  cabin: {
    indoor: true,
    heading: "INT. THE GULL - CABIN",
    looks: [
      "Cramped. Charts taped over charts. A photo of a younger Mara and her father, both squinting into the sun.",
      "A kerosene heater ticks. Wet gear drips into a bucket. The radio hisses on channel sixteen.",
    ],
  },
  office: {
    indoor: true,
    heading: "INT. HARBOR MASTER'S OFFICE",
    looks: [
      "A wooden shack on stilts. Tide tables, a barometer, a coffee maker older than the town council.",
      "June's desk is buried in permits. A window looks down the whole length of the harbor.",
    ],
  },
  tavern: {
    indoor: true,
    heading: "INT. THE DROWNED BELL - BAR",
    looks: [
      "A fisherman's bar. Low beams, a jukebox with one working side, photographs of boats that never came back.",
      "Half empty. A darts game nobody is winning. Pilar dries glasses that are already dry.",
      "Loud tonight. Wet coats on every hook. The old ship's wheel over the bar wears a string of lights.",
    ],
  },
  lab: {
    indoor: true,
    heading: "INT. MARITIME MUSEUM - CONSERVATION LAB",
    looks: [
      "Steel tables, tubs of fresh water, labelled trays of corroded metal. Everything hums under fluorescent light.",
      "Dr. Pryce's lab is spotless except for one corner, where the bell sits in a tank of cloudy water.",
    ],
  },
  crowe_office: {
    indoor: true,
    heading: "INT. CROWE DEVELOPMENT - SALES SUITE",
    looks: [
      "Glass, pale wood and an architectural model of the harbor with the fishing boats replaced by yachts.",
      "A wall of renderings: GULLHAVEN POINT, LUXURY WATERFRONT LIVING. The carpet still smells new.",
    ],
  },
  house: {
    indoor: true,
    heading: "INT. OKAFOR HOUSE - KITCHEN",
    looks: [
      "A narrow kitchen with a view of the breakwater. Nell's schoolbooks share the table with a dismantled regulator.",
      "Dishes in the sink. A calendar still turned to a month from two years ago.",
    ],
  },
  porch: {
    heading: "EXT. OKAFOR HOUSE - PORCH",
    looks: [
      "A sagging porch, two mismatched chairs and a wind chime made of old fishing weights.",
      "The porch light flickers. Beyond the road, the sea is a black line against a blacker sky.",
    ],
  },
  station: {
    indoor: true,
    heading: "INT. GULLHAVEN POLICE STATION",
    looks: [
      "Two desks, one cell, a coffee pot and a corkboard of lost dogs and missing kayaks.",
      "After hours. Only Officer Diaz's desk lamp is on.",
    ],
  },
  cliff: {
    heading: "EXT. LIGHTHOUSE CLIFF",
    looks: [
      "The abandoned lighthouse leans over the cliff edge. Wind flattens the grass.",
      "A bench with a brass plaque faces the open water. Somebody has left fresh flowers on it.",
    ],
  },
  underwater: {
    heading: "EXT. WRECK SITE - UNDERWATER",
    looks: [
      "Green murk. Mara's light cuts a cone through drifting silt. The wreck emerges rib by rib.",
      "Sixty feet down. Cold and quiet except for the rasp of breathing and the tick of the regulator.",
    ],
  },
  road: {
    heading: "EXT. COAST ROAD",
    looks: [
      "A two-lane road hugging the shore. Mara's pickup rattles past salt-burnt pines.",
      "Headlights in the rain. The wipers lose the fight.",
    ],
  },
  hall: {
    indoor: true,
    heading: "INT. TOWN HALL - MEETING ROOM",
    looks: [
      "Folding chairs, a flag, a projector. Half the town has come, and all of them have opinions.",
      "A microphone on a stand squeals. A banner reads SAVE OUR WORKING HARBOR in hand-painted letters.",
    ],
  },
};

export type LocationKey = keyof typeof LOCATIONS;
