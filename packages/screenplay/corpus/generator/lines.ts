/**
 * Hand-written dialogue for the generated feature, by topic. "{other}" is replaced with the name of
 * the character being spoken to.
 */

export const TOPICS: Record<string, string[][]> = {
  bell: [
    [
      "It's a ship's bell. Bronze. Somebody cast a name into the lip and the sea has been trying to erase it ever since.",
      "Did you read the letters?",
      "Four of them. An O, a K, and something that might be an R. The rest is barnacle.",
    ],
    ["You brought it up without a permit.", "I brought it up before somebody with a bigger boat did.", "Bells don't lie about where they came from. People do."],
    [
      "My father rang one just like it every time we cleared the breakwater.",
      "If that bell is from the Marguerite, then the Marguerite isn't where the Coast Guard said it was.",
    ],
    ["It's heavier than it looks.", "Most true things are, {other}."],
    ["Keep it wet. If it dries too fast the bronze will crack.", "Put it back in the tank before it hears us arguing."],
    [
      "Somebody scratched a date under the crown. Nineteen ninety-eight.",
      "That's the year the Marguerite went down.",
      "Then it's not a bell anymore, {other}. It's evidence.",
    ],
    ["I've been listening to that thing ring in my sleep for twenty years.", "Nobody salvages a bell by accident.", "No. Somebody wanted it found. Or wanted it lost somewhere else."],
    ["How long to clean it?", "Weeks. Months, if you want it done right.", "We don't have months."],
  ],
  father: [
    ["He used to say the sea keeps its receipts.", "You don't have to talk about him.", "I want to. Nobody else in this town will."],
    ["He wasn't a saint. He owed money to half the harbor.", "He owed money to the other half too. That's not why he died."],
    ["Your dad taught me to splice a line. Took him a whole winter.", "He taught me in an afternoon. He liked me better."],
    ["I remember his hands more than his face. Isn't that strange?", "No. Hands are what he used to talk."],
    [
      "He never went out in weather like that. Never.",
      "Then why did he go out that night, {other}?",
      "Because somebody asked him to. That's the only answer that makes sense.",
    ],
    ["He kept a logbook. It wasn't on the boat when they towed the wreckage.", "Then somebody took it off the boat before it sank."],
    ["Every year on the anniversary I drive out to the cliff and say nothing for an hour.", "I know. I've watched you from the road."],
    ["He'd hate what they're doing to the harbor.", "He'd have punched Crowe in the mouth and bought him a drink after."],
    ["I'm not trying to bring him back. I'm trying to bring him in.", "Some nights I still wait for his truck in the driveway."],
  ],
  sale: [
    ["The council votes on the rezoning in three weeks.", "Three weeks is a long time in a town this small."],
    ["Crowe's offering twice what the slips are worth.", "Twice what they're worth to him. Not to us."],
    ["Half the boats in this harbor are one bad season from the bank.", "So he waits for the bad season. Smart."],
    ["I've seen the renderings. There isn't a single trawler in them.", "People like a view of boats. They just don't like the smell."],
    ["If the fuel dock closes, the fleet goes to Port Ansel and never comes back.", "You could sell, {other}. Nobody would blame you.", "I would blame me."],
    ["He doesn't want the harbor.", "Then what does he want?", "Whatever is under it."],
    ["Sign here, and here, and you never have to fix that winch again.", "Progress always shows up in a nice suit."],
    ["We need the votes. Not speeches. Votes.", "Then we count them. Door by door, if we have to."],
  ],
  dive: [
    ["Check your air.", "Two thousand eight hundred. I'm good."],
    [
      "Visibility's six feet on a good day. Today isn't a good day.",
      "If the current picks up, you come straight up the line. No heroics.",
      "When have I ever done heroics?",
      "Every single time I have watched you dive.",
    ],
    ["The wreck is lying on her port side. The wheelhouse is crushed.", "I'll run the lift bag. You keep the light on the hull."],
    ["Thirty minutes bottom time.", "Not thirty-one. I know, {other}."],
    [
      "There's something wedged under the winch drum. Metal box. Maybe a strongbox.",
      "Don't touch anything that looks like it's holding something else up.",
    ],
    ["The line's fouled. Give me slack.", "I'm coming up. Slowly. Don't pull."],
    ["Tanks are filled. Compressor's making that noise again.", "It's been making that noise since the nineties."],
    ["Log the coordinates. Don't write them anywhere else.", "Nothing down there wants to be found, {other}."],
  ],
  storm: [
    ["Barometer's dropping like a stone.", "Small craft advisory through Thursday."],
    ["That's not a squall. That's a wall.", "Everybody double up your lines."],
    ["If it turns north, it'll come right down the channel.", "The radio's been saying gale warnings since noon."],
    ["I've seen skies that color twice. I didn't like either time.", "Get the boat inside the breakwater or lose it."],
    ["The pier lights just went out.", "We ride it out here. Nobody goes anywhere, {other}."],
    ["The last storm like this took the Marguerite.", "Listen to that. The whole harbor is groaning."],
  ],
  money: [
    ["Fuel's up again. Eight cents.", "The winch needs a new motor. That's four thousand I don't have."],
    ["I can carry you another month. Maybe two.", "I don't want your charity, {other}.", "It's not charity. It's a loan with a very patient lender."],
    ["The insurance company sent another letter.", "They'll deny the claim. They always deny the first claim."],
    ["Museum pays by the artifact. Not a lot, but on time.", "On time is more than anybody else pays."],
    ["Crowe paid cash for the Lund slip. Cash.", "Who pays cash for anything anymore?", "People who don't want their name on a check."],
    ["I sold the outboard.", "What are we going to use?", "Oars. We'll row if we have to."],
  ],
  trust: [
    ["Why are you back, {other}? Really.", "Because you called.", "I called two years ago.", "I know. I'm slow."],
    ["You left without a word.", "I left with a lot of words. I just didn't say them out loud."],
    ["I don't need you to be sorry. I need you to be here.", "I'm here."],
    ["Can I trust you with this?", "You trusted me with your life at sixty feet. This is easier."],
    ["Everyone in this town is keeping one secret.", "And you want to know which one is yours."],
    ["I'm not going anywhere.", "You said that last time too.", "Last time I was lying. This time I'm scared. It's different."],
    ["If you're working for Crowe, tell me now.", "I've never worked for anyone but the tide."],
    ["Then help me, {other}.", "No questions?", "Not until it's done."],
  ],
  nell: [
    ["Did you eat anything today?", "Cereal counts.", "Cereal at four in the afternoon does not count."],
    ["School called. You missed chemistry again.", "I was at the harbor. I was learning things."],
    ["You can't dive until you're certified. That's the rule.", "You dove at fifteen. Grandpa told everybody.", "Grandpa told everybody a lot of things, {other}."],
    ["I found his old radio in the shed. It still works.", "Don't turn it on. Not yet."],
    ["I'm not a kid anymore.", "You're sixteen. That's the definition of a kid."],
    ["I heard you crying last night.", "Go to bed. I mean it."],
    ["Are we going to lose the house?", "Not if I can help it."],
    ["Teach me how to read the tide tables. Properly.", "Get a pencil. And the blue book on the shelf."],
  ],
  past: [
    ["You remember the summer we raised the anchor off Gannet Rock?", "I remember you nearly drowning for a rusty anchor.", "It was a beautiful rusty anchor."],
    ["We were good at this once.", "We were young at this once. That's different."],
    ["Nobody in this town was sober the night the Marguerite went down.", "Except one man. And he's been drinking ever since."],
    ["Twenty years and nobody asked me a single question.", "I'm asking now, {other}."],
    ["I told the Coast Guard what I saw.", "And?", "They wrote down half of it."],
    ["There were two boats out that night. Not one.", "How do you know?", "I heard a horn. Long, then short. That's a signal, not an accident."],
    ["I kept the chart. I don't know why.", "Guilt, maybe.", "Maybe."],
  ],
  plan: [
    ["We go out at first light, before the harbor wakes up.", "We need the logbook, the bell and a witness. In that order."],
    ["June can get us the tide data from ninety-eight.", "Dr. Pryce can date the bell. Officially."],
    ["Diaz will want all of it on paper.", "Then we give it to her on paper."],
    ["The council meeting is the only place Crowe can't buy the room.", "He'll try anyway."],
    ["If we're wrong, we lose everything.", "If we're right, we lose everything anyway. But we keep the harbor."],
    ["Start the engine.", "It's four in the morning.", "We're burning daylight, {other}."],
    ["Nobody says a word about the coordinates. Not even to Pilar.", "Pilar already knows. Pilar knows everything."],
    ["One more dive.", "And then?", "Then we go public."],
  ],
};

export const PARENTHETICALS = [
  "(beat)",
  "(quietly)",
  "(not looking up)",
  "(to herself)",
  "(dry)",
  "(a long breath)",
  "(re: the bell)",
  "(smiling despite herself)",
  "(into the radio)",
  "(off the papers)",
  "(shouting over the wind)",
  "(beat; then)",
  "(lowering her voice so the next table cannot hear)",
];

export const TRANSITIONS = ["CUT TO:", "DISSOLVE TO:", "SMASH CUT TO:", "MATCH CUT TO:"];

export const BUTTONS = [
  "Nobody moves. Outside, a halyard slaps against a mast.",
  "The lights flicker, steady, and hold.",
  "A foghorn sounds somewhere out past the breakwater.",
  "{a} stares at the water for a long moment, then turns away.",
  "{a} pockets the key. Says nothing.",
  "The silence stretches until it snaps.",
  "{a} laughs, short and surprised, and hates that it feels good.",
  "Rain starts again, soft at first, then not soft at all.",
  "{a} watches until the taillights disappear.",
  "A gull lands on the rail, looks at {a}, and leaves.",
];
