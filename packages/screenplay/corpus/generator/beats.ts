/** Hand-written action beats and monologues for the generated feature. "{a}", "{b}" are names. */

/** Beats that work anywhere above water. */
export const ACTION_BEATS = [
  "{a} drags a dive tank into the light, checks the valve, and swears at the gauge.",
  "{a} pours two coffees. Hands one to {b} without asking.",
  "{b} unfolds a nautical chart and pins the corners with whatever is nearby: a wrench, a mug, a shoe.",
  "{b} taps the barometer. The needle jumps and settles lower.",
  "{a} wipes salt from the photograph with a thumb, gently, the way you would touch a bruise.",
  "{b} counts bills from an envelope, loses count, starts again.",
  "{a} coils a line in perfect loops, faster and faster, until the rope kinks.",
  "A phone buzzes on the table. {a} glances at the screen and lets it ring out.",
  "{b} picks up the bell's clapper, weighs it in one hand, sets it down like it might wake.",
  "{a} sits on an overturned crate and pulls off one wet boot, then the other.",
  "{b} traces a route on the chart with one finger, from the harbor mouth to Gannet Rock.",
  "The radio crackles. A fishing boat reports fog off the point. {a} turns it down.",
  "{a} finds a faded receipt in the logbook's spine. Reads it twice.",
  "{b} stands, sits again, then stands for good.",
];

/** Beats for rooms with windows, desks and chairs. */
export const INDOOR_BEATS = [
  "{a} crosses to the window. Down in the harbor, a black SUV idles by the fuel dock.",
  "{a} drops a heavy folder on the desk. Papers slide out: permits, photographs, a tide chart from 1998.",
  "Through the window: the fishing fleet, rocking in the dark like a row of sleeping animals.",
  "{b} leans back until the chair creaks. Closes both eyes.",
  "{a} switches on a lamp. It makes the room look smaller, not warmer.",
];

export const UNDERWATER_BEATS = [
  "{a} fins along the hull. Silt blooms at every kick.",
  "A school of pollock turns all at once, silver, and is gone.",
  "{a} sweeps the light across the wreck's name board. The letters are furred with growth.",
  "{a} checks the gauge, then signals: thumb up. Time to ascend.",
  "Bubbles stream upward from {a}'s regulator, wobbling toward a sky nobody can see.",
  "{a} works a pry bar under a sheet of rusted plate. It gives with a groan that carries through the water.",
];

export const MONOLOGUES = [
  "You want to know what I remember? I remember the horn. Long, then short. I was nine years old and I was standing on that porch in my socks because I had heard it from bed and I knew it wasn't the lighthouse. The lighthouse was dark by then. So I stood there and I counted the seconds between the horn and the thunder, the way he taught me, and I got to forty before my mother found me and carried me inside. Forty seconds. That's how far away he was. That's how close. And every single adult in this town looked me in the eye afterward and told me there was nothing anybody could have done.",
  "Let me tell you how this goes, because I have watched it go this way in eleven towns. First there's a meeting, and everybody is angry, and somebody makes a sign. Then there's a second meeting and fewer people come, because the first meeting didn't fix anything and they have shifts to work. Then the bank calls, and the insurance goes up, and one family sells, and they are not traitors, they are tired. Then another family sells. And one morning you wake up and the harbor is beautiful and quiet and nobody you know can afford to stand on it.",
  "I was on the Marguerite's sister boat that night. Nobody remembers that. We were a mile off, maybe less, running without lights because the skipper owed money to the wrong people and didn't want to be seen. And I saw the Marguerite turn toward the rocks. Not drift. Turn. Somebody was steering her. And then there was another boat, no lights either, and it came alongside, and I told myself it was helping. I have been telling myself that for twenty years, every night, right around the second drink.",
  "Bronze is an honest metal. It takes on the water around it, the salt, the cold, the years, and it keeps a record of all of it in the patina. You can read a bell like a tree ring if you are patient. This one spent a long time somewhere shallow and warm, and then somewhere deep and cold. Which means it was moved. A bell does not walk along the seabed by itself. Somebody brought it from the place where the boat sank to the place where you found it.",
  "Nobody asked you to be brave. Nobody asked you to carry this. You picked it up because it was lying there and nobody else would, and that's the worst kind of heavy, the kind you chose. I'm not telling you to put it down. I'm telling you that you are allowed to ask for help with it. That's all. Ask. I'll say yes. Pilar will say yes. Even Abe will say yes, after he complains for a while about his knees and the weather and the price of bait.",
  "My first job in this town, I was nineteen. I cleaned fish on the Lund dock for cash and a bucket of heads to take home. Old man Lund used to say that the harbor is the only thing in Gullhaven that nobody owns. The water comes in, the water goes out, and for a few hours a day it lets you use it. He sold his slip to Crowe last month. Cash. He cried when he signed. I drove him home, and he didn't say one word the whole way, and then he thanked me like I'd done something.",
];
