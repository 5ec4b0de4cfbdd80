import { describe, expect, it } from "vitest";

import { parseFountain } from "@twl/screenplay";

import { canonicalHeadings, mapCitations } from "../src/modules/coverage/engines/local/canonical.ts";
import { measureAddress } from "../src/modules/coverage/engines/local/text/measure-address.ts";
import { measureArc } from "../src/modules/coverage/engines/local/text/measure-arc.ts";
import { measureCast } from "../src/modules/coverage/engines/local/text/measure-cast.ts";
import { measureChains } from "../src/modules/coverage/engines/local/text/measure-chains.ts";
import { measureExchange } from "../src/modules/coverage/engines/local/text/measure-exchange.ts";
import { measureLines } from "../src/modules/coverage/engines/local/text/measure-lines.ts";
import { measureNose } from "../src/modules/coverage/engines/local/text/measure-nose.ts";
import { measureOrder } from "../src/modules/coverage/engines/local/text/measure-order.ts";
import { measurePage } from "../src/modules/coverage/engines/local/text/measure-page.ts";
import { endingText } from "../src/modules/coverage/engines/local/text/measure-text.ts";
import { fRatio, measureVoices } from "../src/modules/coverage/engines/local/text/measure-voices.ts";
import { readText } from "../src/modules/coverage/engines/local/text/read-text.ts";

/** Minimal scripts written here, each built to show one measure moving. */
const textOf = (fountain: string) => readText(parseFountain(fountain));
const scene = (heading: string, body: string) => `${heading}\n\n${body}\n\n`;
const speech = (who: string, line: string) => `${who}\n${line}\n\n`;

describe("repeated and stock lines", () => {
  it("counts lines the script says more than once and the vocabulary", () => {
    const varied = [
      "The ferry leaves at nine.",
      "Bring the blue ledger.",
      "Grandmother hid the deed.",
      "Nobody trusts the harbourmaster.",
    ];
    const stock = ["Okay.", "I know.", "Okay.", "I know."];
    const build = (lines: string[]) =>
      textOf(scene("INT. ROOM - DAY", lines.map((l, i) => speech(i % 2 ? "ANA" : "BEN", l)).join("")));
    const fresh = measureLines(build(varied));
    const tired = measureLines(build(stock));
    expect(fresh.repeatedShare).toBe(0);
    expect(tired.repeatedShare).toBe(1);
    expect(tired.topRepeats[0]).toEqual({ line: "i know", count: 2 });
    expect(tired.mattr).toBeLessThan(fresh.mattr);
  });
});

describe("voice fingerprints", () => {
  const SAILOR = [
    "Haul the starboard line, lad.",
    "Tide turns by the bell, lad.",
    "Mind the rigging and the tide.",
  ];
  const CLERK = [
    "Please file the invoice today.",
    "The invoice needs a signature.",
    "Kindly sign the invoice, please.",
  ];
  const build = (swap: (i: number) => boolean) => {
    let body = "";
    for (let i = 0; i < 30; i++) {
      body += speech("SAILOR", (swap(i) ? CLERK : SAILOR)[i % 3]!);
      body += speech("CLERK", (swap(i) ? SAILOR : CLERK)[i % 3]!);
    }
    return textOf(scene("INT. DOCK OFFICE - DAY", body));
  };
  it("scores two voices with their own words far above two voices sharing one vocabulary", () => {
    const distinct = measureVoices(build(() => false));
    const shared = measureVoices(build((i) => i % 2 === 0));
    expect(distinct.speakers.map((s) => s.name).sort()).toEqual(["CLERK", "SAILOR"]);
    expect(distinct.ratio).toBeGreaterThan(2);
    expect(shared.ratio).toBeLessThan(distinct.ratio / 2);
    expect([...(distinct.closest ?? [])].sort()).toEqual(["CLERK", "SAILOR"]);
  });
  it("measures nothing with fewer than two regular speakers", () => {
    expect(measureVoices(textOf(scene("INT. ROOM - DAY", speech("ANA", "Hello.")))).ratio).toBe(0);
  });
});

describe("on-the-nose dialogue", () => {
  it("finds feelings stated outright, not feelings shown", () => {
    const t = textOf(
      scene(
        "INT. ROOM - DAY",
        speech("ANA", "I feel so angry right now.") +
          speech("BEN", "You make me sad.") +
          speech("ANA", "Then leave the key on the table.") +
          speech("BEN", "The angry dog bit me."),
      ),
    );
    const m = measureNose(t);
    expect(m.stated.map((s) => s.character)).toEqual(["ANA", "BEN"]);
    expect(m.share).toBe(0.5);
  });
});

/** Eight scenes in a chain: each hands one object (and a person) to the next. */
const OBJECTS = [
  "lantern",
  "compass",
  "ledger",
  "pistol",
  "locket",
  "telegram",
  "violin",
  "anchor",
  "saddle",
];
const chainScenes = OBJECTS.slice(0, 8).map((thing, i) =>
  scene(
    `INT. PLACE ${i} - DAY`,
    `Someone picks up the ${thing} and the ${OBJECTS[i + 1]}.\n\n` +
      speech(`HOST${i}`, `Take the ${thing}.`) +
      speech(`GUEST${i}`, `The ${OBJECTS[i + 1]} is next.`),
  ),
);

describe("scene-to-scene carry-over", () => {
  it("breaks when the same scenes are scrambled", () => {
    const told = measureChains(textOf(chainScenes.join("")), "");
    const scrambled = measureChains(textOf([0, 4, 7, 2, 6, 1, 5, 3].map((i) => chainScenes[i]).join("")), "");
    expect(told.breaks).toEqual([]);
    expect(told.carryRatio).toBeGreaterThan(scrambled.carryRatio);
    expect(scrambled.breaks.length).toBeGreaterThan(3);
  });
  it("sees an ending mark on the last page only", () => {
    expect(measureChains(textOf(chainScenes.join("")), "FADE OUT.").endingMark).toBe(true);
    expect(measureChains(textOf(chainScenes.join("")), "She walks away.").endingMark).toBe(false);
  });
  it("knows the marks scripts end on, and ignores the words in a speech", () => {
    const ends = (last: string) =>
      measureChains(textOf(chainScenes.join("")), endingText(parseFountain(`${chainScenes.join("")}${last}`)))
        .endingMark;
    for (const mark of [
      "> SLAM TO BLACK.",
      "END TITLES",
      "BLACKOUT.",
      "> SMASH CUT TO BLACK:",
      "TO BE CONTINUED",
    ])
      expect(ends(mark), mark).toBe(true);
    expect(ends("ANA\nThis is the end of the road, Ben.")).toBe(false);
    expect(ends("Ana shuts the door. Ben waits in the dark.")).toBe(false);
  });
});

describe("lines in the right mouths", () => {
  const build = (swap: boolean) => {
    let body = "";
    for (let i = 0; i < 4; i++) {
      const a = `Ben, pass the rope. Knot ${i} holds.`;
      const b = `Hold still, Ana. The tide is ${i} feet up.`;
      body += speech("ANA", swap ? b : a) + speech("BEN", swap ? a : b);
    }
    return textOf(scene("EXT. PIER - NIGHT", body) + scene("INT. SHED - NIGHT", body));
  };
  it("sees characters who call themselves by name when lines change mouths", () => {
    const right = measureAddress(build(false));
    const wrong = measureAddress(build(true));
    expect(right.mentions).toBe(16);
    expect(right.selfShare).toBe(0);
    expect(wrong.selfShare).toBe(1);
    expect(wrong.examples).toEqual(["ANA", "BEN"]);
  });
  it("does not take a name the script also writes in lower case (WILL, will)", () => {
    const t = textOf(
      scene(
        "INT. ROOM - DAY",
        [0, 1, 2, 3]
          .map((i) => speech("WILL", `Will you wait ${i} minutes? I will.`) + speech("MAY", "Fine."))
          .join(""),
      ),
    );
    expect(measureAddress(t).mentions).toBe(0);
  });
  it("does not read numbered roles (GUARD 2) as names", () => {
    const t = textOf(
      scene(
        "INT. GATE - NIGHT",
        [0, 1, 2, 3]
          .map((i) => speech("GUARD 2", `Guard ${i}, halt!`) + speech("ANA", "Guard, wait."))
          .join(""),
      ),
    );
    expect(measureAddress(t).mentions).toBe(0);
  });
});

describe("introductions in story order", () => {
  it("flags a character introduced in capitals only after speaking", () => {
    const meet = scene(
      "INT. HALL - DAY",
      `MARGO VANCE (40s) enters.\n\n${speech("MARGO", "Sit.").repeat(3)}`,
    );
    const later = scene("INT. YARD - DAY", `${speech("MARGO", "Again.").repeat(3)}`);
    expect(measureOrder(textOf(meet + later)).late).toEqual([]);
    const wrong = measureOrder(textOf(later + meet));
    expect(wrong.introduced).toBe(1);
    expect(wrong.late[0]?.character).toBe("MARGO");
  });
});

describe("character network", () => {
  it("finds the lead, who they talk to, and one-scene speakers", () => {
    const talk = (a: string, b: string) => speech(a, "Where were you?") + speech(b, "Out.");
    const t = textOf(
      scene("INT. A - DAY", talk("LEAD", "MOTHER").repeat(3)) +
        scene("INT. B - DAY", talk("LEAD", "FRIEND").repeat(3)) +
        scene(
          "INT. C - DAY",
          talk("MOTHER", "FRIEND") + speech("COURIER", "Parcel.") + speech("LEAD", "Thanks."),
        ),
    );
    const m = measureCast(t);
    expect(m.lead).toBe("LEAD");
    expect(m.leadReach).toBe(1);
    expect(m.leadIsCentre).toBe(true);
    expect(m.oneSceneSpeakers).toBe(1);
    expect(m.leadAtEnd).toBe(true);
  });
});

describe("page measures", () => {
  const body =
    "The rain hammers the tin roof all night long.\n\nA dog barks twice somewhere below the window.";
  it("counts repeated action sentences and replayed scenes", () => {
    const once = measurePage(
      textOf(
        scene("INT. A - NIGHT", body) +
          scene("INT. B - DAY", "Morning comes grey and cold over the harbour."),
      ),
    );
    expect(once.repeatedActionShare).toBe(0);
    const twice = measurePage(textOf(scene("INT. A - NIGHT", `${body}\n\n${body}`)));
    expect(twice.repeatedActionShare).toBe(1);
    const replay = measurePage(textOf(scene("INT. A - NIGHT", body) + scene("INT. A - NIGHT", body)));
    expect(replay.repeatedScenes).toEqual([{ scene: 1, of: 0, page: expect.any(Number) }]);
  });
  it("finds speech typed into action and headings typed as action", () => {
    const m = measurePage(
      textOf(
        scene("INT. A - DAY", "!ANA: Where is it?\n\n!inside the kitchen - night\n\n!She waits by the door."),
      ),
    );
    expect(m.inlineSpeech).toBe(1);
    expect(m.unmarkedHeadings).toBe(1);
  });
  it("counts action mostly in capitals as shouted, even with a lowercase clause in it", () => {
    const header = "THE LONG NIGHT SHOOTING SCRIPT - BLUE REVISIONS 12/03/21";
    const m = measurePage(
      textOf(
        scene(
          "INT. A - DAY",
          `${header}\n\n${header} The rain keeps on and on, heavy and long and heavy over the roof. ${header}\n\nMARA (30s) slams the DOOR and waits by the window for a while.`,
        ),
      ),
    );
    // The header alone, the header padded with a sentence; a character's introduction is not shouting.
    expect(m.shouting).toBe(2);
  });
});

describe("emotional arc", () => {
  it("follows sentiment across the tenths and counts its turns", () => {
    const mood = (line: string) => scene("INT. ROOM - DAY", `${line}\n\n${speech("ANA", line)}`.repeat(6));
    const fall = [
      "We won, wonderful, joyful, love!",
      "A good, happy day.",
      "Terrible, awful, hateful loss.",
      "Grief, death, misery.",
    ];
    const rise = [...fall].reverse();
    const script = [...fall, ...rise].map(mood).join("");
    const arc = measureArc(textOf(script));
    expect(arc.tenths).toHaveLength(10);
    expect(arc.turns).toBeGreaterThanOrEqual(1);
    expect(arc.tenths[0]!).toBeGreaterThan(arc.tenths[4]!);
  });
});

describe("voice shape and register", () => {
  // Same vocabulary, different shapes: one speaks in long, plain statements, the other in short
  // questions and exclamations.
  const LONG = "I went down to the harbour this morning and waited for the ferry until the bell rang.";
  const SHORT = ["The harbour?", "Now!", "The ferry?", "Go!"];
  const build = (mixed: boolean) => {
    let body = "";
    for (let i = 0; i < 24; i++) {
      const short = SHORT[Math.floor(i / 2) % 4]!;
      const a = mixed && i % 2 ? short : LONG;
      const b = mixed && i % 2 ? LONG : short;
      body += speech("SAILOR", a) + speech("CLERK", b);
    }
    return textOf(scene("INT. DOCK OFFICE - DAY", body));
  };
  it("tells apart speakers whose sentences differ in shape, not only in words", () => {
    const own = measureVoices(build(false));
    const mixed = measureVoices(build(true));
    expect(own.style).toBeGreaterThan(4);
    expect(mixed.style).toBeLessThan(1.5);
    expect(own.styleTop[0]!.f).toBeGreaterThan(4);
  });
  it("gives an F ratio near 1 for groups drawn from the same values", () => {
    expect(
      fRatio([
        [1, 2, 3, 4],
        [4, 3, 2, 1],
      ]),
    ).toBe(0);
    expect(
      fRatio([
        [1, 1, 2],
        [9, 9, 8],
      ]),
    ).toBeGreaterThan(50);
  });
});

describe("replies that answer", () => {
  const QA = [
    ["Where is the ledger?", "The ledger is in the safe."],
    ["Who took the lantern?", "Marta took the lantern."],
    ["When does the ferry leave?", "The ferry leaves at nine."],
    ["Why is the gate open?", "The gate was open at dawn."],
    ["What about the horses?", "The horses are fed."],
    ["Did you see the letter?", "The letter burned."],
  ];
  const build = (answer: (i: number) => string) =>
    textOf(
      QA.map(([q], i) =>
        scene(`INT. ROOM ${i} - DAY`, (speech("ANA", q!) + speech("BEN", answer(i))).repeat(2)),
      ).join(""),
    );
  it("finds replies that pick up the line they answer, and replies that could go anywhere", () => {
    const answered = measureExchange(build((i) => QA[i]![1]!));
    const deaf = measureExchange(build((i) => QA[(i + 3) % QA.length]![1]!));
    expect(answered.replies).toBe(18);
    expect(answered.ratio).toBeGreaterThan(2);
    expect(deaf.ratio).toBeLessThan(answered.ratio / 2);
    expect(deaf.deafPages.length).toBeGreaterThan(0);
  });
});

describe("page citations of a PDF", () => {
  it("maps every cited page in text and in page fields, leaving other numbers alone", () => {
    const map = (p: number) => p + 1;
    const out = mapCitations(
      { text: "See p. 3 and pp. 4–6, pp. 7, 9; a 10-page short with 12 scenes.", pages: [2, 3], score: 7 },
      map,
    );
    expect(out).toEqual({
      text: "See p. 4 and pp. 5–7, pp. 8, 10; a 11-page short with 12 scenes.",
      pages: [3, 4],
      score: 7,
    });
    expect(mapCitations("p. 3", null)).toBe("p. 3");
  });
});

describe("canonical headings", () => {
  const scenesOf = (fountain: string) =>
    parseFountain(canonicalHeadings(fountain)).scenes.map((s) => s.heading);
  it("reads headings as the printed page shows them, whatever the format", () => {
    const script = [
      "INT. HALL - DAY",
      "Ana waits.",
      ".BOOM.",
      "The door gives.",
      ".WNĘTRZE. LABORATORIUM - DZIEŃ",
      "Ben mixes.",
      "PLENER. OGRÓD - NOC",
      "Rain.",
      "===",
      "EXT. ROAD - NIGHT",
      "They run.",
    ].join("\n\n");
    expect(scenesOf(script)).toEqual([
      "INT. HALL - DAY",
      "WNĘTRZE. LABORATORIUM - DZIEŃ",
      "PLENER. OGRÓD - NOC",
      "EXT. ROAD - NIGHT",
    ]);
    expect(canonicalHeadings(script)).not.toContain("===");
  });
  it("reads FADE IN: typed as action as the transition it prints as", () => {
    const m = parseFountain(canonicalHeadings("!FADE IN:\n\nINT. HALL - DAY\n\nAna waits."));
    expect(m.preamble.map((e) => e.kind)).toEqual(["transition"]);
  });
});
