/**
 * Ledger of truth errors in the shared corpus's transcriptions, checked by hand against the PDFs
 * (eval/README.md, "Hand-checked figure"). Each entry names a region of a Fountain transcription
 * by its line numbers (1-based, inclusive) and why it is wrong; no corpus text is kept here.
 *
 * The hand-checked accuracy (src/eval/elements.ts, handCheckedScore) leaves out a run of misses
 * only when every truth element in it starts on a line listed here as wrong, or, for a run holding
 * no truth element (text the parser found that the truth lacks), when the run comes right after a
 * line listed as "missing". Everything else still counts against the parser.
 */
import type { HandChecked } from "../src/eval/elements.ts";
import type { Screenplay, ScriptElement } from "../src/model.ts";

/** Why a region of a transcription is wrong (checked on the PDF). */
export const ERRATA_KINDS = {
  head: "the PDF's running head or foot (title, draft, page number) typed into the text",
  spacing:
    "a space the PDF prints is missing from the transcription (words run together), or one it lacks is typed in; not at a hyphen",
  marker:
    "a page-break marker ((MORE), NAME (CONT'D), CONTINUED) typed as text, so a speech or paragraph is cut or a cue lost",
  number: "a scene number or revision mark (asterisk, dagger) typed into the text",
  kind: "an element typed as another kind than the PDF prints it (a cue or speech as action, a line break as a new element, shouted action forced to a heading)",
  joined: "two elements the PDF prints apart typed as one, or one printed element typed as two",
  title: "the title page or front matter typed as script text",
  missing: "text the PDF prints is left out of the transcription after this line",
} as const;

export type ErratumKind = keyof typeof ERRATA_KINDS;

/**
 * Per transcription (file name without .fountain): regions "first-last:kind" (1-based line numbers,
 * inclusive; "n:kind" for one line), several to a string. Collected with eval/errata-candidates.ts
 * and checked on the PDFs as eval/README.md describes.
 */
const LEDGER: Record<string, string[]> = {
  "lumen-a-study-in-scarlet": [
    "54:head 78-80:spacing 88:spacing 92:spacing 101:head 176:spacing 196:spacing 200:head",
    "251:head 303:head 344:spacing 355:spacing 391:head 433:head 457:spacing 515:head 520:spacing",
    "558:spacing 567:head 591:spacing 612:spacing 619:head 669:head 673-675:head 745:spacing",
    "753:spacing 776:head 785:spacing 815-819:head 833:spacing 859-861:head 867-869:head",
    "875:number 888:head 898:spacing 908:spacing 940:head 955:spacing 988:spacing 992:head",
    "1037:head 1054:spacing 1083:spacing 1096:head 1141:head 1159:spacing 1174:spacing 1192:head",
    "1241:head 1290:spacing 1295:head 1318:spacing 1346:head 1354:spacing 1358:spacing",
    "1375:spacing 1381:spacing 1389-1393:head 1442:spacing 1456:spacing 1476-1478:head",
    "1487:spacing 1532:head 1557:spacing 1571:spacing 1584:head 1588-1590:head 1612:spacing",
    "1615:spacing 1627:spacing 1632:spacing 1643:head 1675:spacing 1697:head 1702-1704:head",
    "1747-1749:spacing 1769:spacing 1783:spacing 1803:head 1830:spacing 1851:head 1905-1907:head",
    "1922:spacing 1950:head 2022-2024:head 2071:head 2080:spacing 2117:head 2134:spacing",
    "2161:spacing 2171:head 2198:spacing 2222:head 2235:spacing 2262:spacing 2268:head 2318:head",
    "2322:spacing 2369:head 2464:head 2496:spacing 2516:head 2540-2542:joined 2570:head 2617:head",
    "2665:head 2691:spacing 2702:spacing 2719:head 2745:spacing 2768:head 2771:spacing",
    "2795:spacing 2798:spacing 2822:head 2837:spacing 2876:head 2882:spacing 2923:head",
    "2941:spacing 2949:head 2953:spacing 2972:spacing 3025:spacing 3034:spacing 3043:head",
    "3057:spacing 3091:spacing 3098:head 3191-3193:head 3204:spacing 3215:spacing 3224:kind",
    "3236-3240:head 3249:spacing 3287-3289:head 3345:head 3369:head 3388:spacing 3406:spacing",
    "3421:head 3425:spacing 3462:head 3484:spacing 3507:spacing 3512:head 3544:spacing 3564:head",
    "3619:head 3657:head 3666:spacing 3701:spacing 3710:head 3749:spacing 3760:head 3795:spacing",
    "3813:spacing 3816:head 3822-3828:head 3831:spacing 3864:spacing 3869:spacing 3877-3879:head",
    "3884-3886:head 3897:spacing 3900:spacing 3929:head 3957:spacing 3981:head 3986:spacing",
    "3997:spacing 4000:spacing 4005:spacing 4008-4010:spacing 4020:head 4030-4032:spacing",
    "4067:head 4104:spacing 4111:spacing 4115:head 4141-4145:spacing 4149:spacing 4157:spacing",
    "4161:head 4202:spacing 4217:head 4259:head 4264:spacing 4306:head 4316:spacing 4337:spacing",
    "4342:spacing 4352:head 4359-4361:head 4364:spacing 4370:spacing 4411:head 4436-4438:spacing",
    "4450:spacing 4459:head 4464-4466:head 4505:spacing 4509:spacing 4513:head 4519-4521:head",
    "4545:number 4549:number 4553:head 4560:spacing 4563:spacing 4579:spacing 4585:spacing",
    "4593:head 4636-4640:head 4670:spacing 4679-4681:head 4687-4689:head 4734:head 4773:head",
    "4787:spacing 4810:spacing 4821:head 4872:head 4925:head 4993:spacing 4998:spacing",
    "5003:spacing 5013:head 5053:spacing 5061:head 5133:head 5147:kind 5152:spacing 5156:spacing",
    "5173:head 5204:kind 5223:head 5239-5241:head 5249:spacing 5281:head 5296:head 5324:head",
    "5344:spacing 5349:spacing 5365:spacing 5373:head 5387:spacing 5421:head 5478:head",
    "5484-5488:head 5499:head",
  ],
  "lumen-american-ultra": [
    "39-40:joined 115-118:joined 122-124:marker 216-218:joined 258-260:joined 289:kind",
    "293:spacing 404:spacing 433:kind 482-483:joined 493:kind 501:kind 527:spacing",
    "541-543:missing 597-601:joined 617:spacing 653:kind 684:spacing 788:spacing 798:spacing",
    "806-810:marker 842-844:joined 852:marker 878:kind 886:spacing 890:spacing 941-943:joined",
    "961-962:joined 1154:kind 1190-1192:marker 1199-1201:joined 1220:spacing 1230:marker",
    "1316-1317:joined 1380:kind 1397:missing 1406-1408:joined 1444-1445:joined 1535-1538:joined",
    "1610-1612:joined 1625:kind 1667-1673:marker 1714:marker 1726-1728:joined 1757-1759:joined",
    "1793:spacing 1827:kind 1913:kind 1944-1946:spacing 1967-1970:joined 2009:spacing",
    "2034:spacing 2048-2051:joined 2119:spacing 2201-2202:joined 2236:kind 2270:spacing",
    "2302-2303:joined 2324-2326:joined 2334:spacing 2360-2362:joined 2384:kind 2404-2406:joined",
    "2434-2437:joined 2446:kind 2513-2517:joined 2525-2528:joined 2550:kind 2556:spacing",
    "2651:kind 2655:kind 2734:spacing 2754:spacing 2934-2936:joined 2949:spacing 2992:kind",
    "3001:spacing 3123:kind 3143:kind 3166-3167:joined 3191:spacing 3194-3198:marker 3207:kind",
    "3223:spacing 3263:kind 3273:kind 3302:kind 3309:kind 3353:kind 3444-3445:joined",
    "3538-3540:joined 3559-3561:joined 3646:spacing 3669-3671:joined 3680:spacing",
    "3724-3730:joined 3737-3739:joined 3751:spacing 3774:spacing 3828:spacing 3844-3846:joined",
    "4039:kind 4047-4049:joined 4062:spacing 4125:kind",
  ],
  "lumen-bright": [
    "1163:marker 1511:marker 1801:marker 1879-1883:marker 1928:marker 2571:marker 3621:kind",
    "3640:marker 3708:kind 3714:kind",
  ],
  "lumen-californication-101-pilot": [
    "768-774:joined 778-782:joined 800-832:marker 1388-1392:marker 1431-1433:marker 1480:marker",
    "1865-1867:kind",
  ],
  "lumen-community-3x03-remedial-chaos-theory": [
    "93:head 138:head 182:head 189-197:head 239:head 285:head 332:head 379:head 427:head 473:head",
    "522:head 559:head 585-593:head 640:head 686:head 701:number 737:head 781:head 826:head",
    "874:head 920:head 964:head 1008:head 1057:head 1097:head 1145:head 1195-1199:head",
    "1247-1249:head 1295:head 1339-1343:head 1379-1389:head 1423-1427:head 1470-1472:head",
    "1516-1524:head 1560:head 1596:head 1629-1633:head",
  ],
  "lumen-dirk-gently-101-pilot": [
    "40-42:joined 139-141:joined 154-156:joined 236-238:joined 694-696:joined 713-715:joined",
    "750-753:marker 1081-1083:joined 1185-1187:joined 1227-1231:joined 1558-1560:joined",
    "1788-1790:joined 2210:kind 2267-2270:marker 2345:kind 2349:kind 2353:kind 2357:kind",
    "2378-2380:joined 2394:kind 2405:kind",
    // Checked with the scene counts (SCENE_LEDGER below).
    "1902-1904:kind 2013-2014:kind",
  ],
  "lumen-me-him-her": [
    "88:kind 618:kind 732:kind 775-776:joined 797:kind 857-858:joined 871:kind 932:kind",
    "1018-1019:joined 1125:kind 1143:kind 1298:kind 1303-1305:joined 1309:kind 1313-1317:joined",
    "1415-1418:joined 1421-1424:joined 1819-1821:joined 1970:kind 1984:spacing 1998:spacing",
    "2014-2015:joined 2078-2082:marker 2099:spacing 2116:marker 2178:kind 2273-2276:joined",
    "2421-2423:joined 2428-2436:marker 2447-2450:joined 2478:marker 2526-2530:marker",
    "2571-2574:joined 2746:spacing 2796:spacing 2884-2885:joined 2898:kind 3013:spacing 3030:kind",
    "3051-3053:joined 3065:kind 3173-3175:joined 3232-3233:joined 3263:kind 3569-3571:joined",
    "3613-3619:joined 3638-3639:joined 3659-3661:marker 3680:kind 3690:marker 3693-3702:joined",
    "3769:kind 3789-3793:marker 3813-3814:joined 3826:kind 3837:marker 3859-3862:joined",
    "3875-3879:marker 3900-3902:joined 3916:marker 3949-3953:marker 3966:kind 3991:marker",
    "4005:spacing 4017:spacing 4020-4022:joined 4034-4038:marker 4045:spacing 4061:kind",
    "4340-4341:joined 4364:kind 4454:kind",
  ],
  "lumen-power-rangers": [
    "10-12:joined 104:kind 249-251:joined 352-354:joined 467-469:joined 697-699:joined",
    "988-990:joined 1087-1089:joined 1382-1385:marker 1522-1524:joined 1704-1706:joined",
    "1725-1727:joined 1813-1815:joined 2173-2175:joined 2317-2319:joined 2387-2389:joined",
    "2470-2473:marker 2478-2480:joined 2618-2621:marker 2704-2706:joined 2719-2721:joined",
    "2741-2743:joined 2773-2775:joined 2800-2802:joined 2843:kind 2859-2861:joined",
    "2954-2956:joined 3027-3029:joined 3322:kind 3470-3473:marker 3552-3554:joined",
    "3567-3569:joined 3664-3666:joined 3768-3771:marker 3850-3852:joined 3873:kind",
    "4237-4239:joined 4309-4311:joined 4443-4445:joined 4526:kind 4535:kind 4546:kind 4550:kind",
    "4674-4676:joined 4722-4724:joined 4804-4806:joined",
    // Checked with the scene counts (SCENE_LEDGER below).
    "290:kind 408:kind 539-540:kind 1026:kind 1603-1605:kind 2375:kind 3096:kind 3104:kind",
  ],
  "lumen-rick-and-morty-102-lawnmower-dog": [
    "76-80:number 121-122:number 400-404:kind 480-484:number 563-567:number 810-814:kind",
    "1158-1161:number 1429-1433:kind 1455:kind",
  ],
  "lumen-rick-and-morty-105-meeseeks-and-destroy": [
    "123:marker 627-630:kind 778:marker 1092:kind 1176:marker 1297:kind",
  ],
  "lumen-silicon-valley": [
    "46:spacing 107-111:marker 139:marker 199-203:marker 230:marker 509-513:marker 549:marker",
    "1187-1191:marker 1226:marker 1317:kind",
    // Checked with the scene counts (SCENE_LEDGER below).
    "686:kind 702:kind 976:kind 985:kind 997:kind 1025:kind",
  ],
  "lumen-villains": [
    "7:kind 29-31:joined 37:kind 52-54:joined 85-87:joined 280-282:joined 379-381:joined",
    "449-452:marker 525-527:joined 669-672:marker 745-747:joined 986-988:spacing 1028-1030:joined",
    "1088:kind 1098-1100:joined 1225-1227:joined 1514-1516:joined 1521-1524:marker",
    "1544-1548:joined 1636-1638:joined 1715:kind 1721-1723:joined 1783:kind 1804:kind 1839:kind",
    "1846-1848:joined 1884-1887:marker 2016-2019:marker 2179-2182:marker 2195-2197:joined",
    "2266-2268:joined 2281-2283:joined 2391:spacing 2467:number 2548-2551:marker 2617-2619:joined",
    "2686:kind 2696-2698:joined 2952:kind 2993-2995:joined 3084-3087:marker 3163:kind 3263:number",
    "3317:kind 3321:kind 3350-3352:joined 3460-3462:joined 3571-3573:joined 3599:kind",
    "3619-3622:marker 3678:kind 3721:kind 3837-3839:joined 3927-3930:marker 3967-3969:joined",
    "3997-4000:marker 4040:kind 4068-4070:joined 4091:kind 4231:kind",
    // Checked with the scene counts (SCENE_LEDGER below).
    "799:kind 4020-4022:kind",
  ],
};

/**
 * Scene headings a transcription gets wrong, each checked on its PDF (eval/README.md, "Scene counts
 * checked by hand"): "line:forced", a line the transcription forces to a heading ("." before it)
 * that the PDF prints as action, or flush right at the transition edge, with none of the look of
 * its headings; "line:unheaded", a heading the PDF prints (INT./EXT. at the margin, or a capitals
 * line with the space above that only that PDF's headings get) typed as action or as a cue;
 * "line:missing", a heading the PDF prints in a stretch the transcription leaves out after that
 * line. The checked scene count is the transcription's less the forced, plus the others.
 */
const SCENE_LEDGER: Record<string, string> = {
  "lumen-american-ultra": "543:missing 1397:missing",
  "lumen-dirk-gently-101-pilot": "1902:forced 2013:unheaded 2210:forced 2394:forced",
  "lumen-power-rangers":
    "104:forced 290:forced 408:forced 539:unheaded 1026:forced 1603:forced 2375:forced 2843:forced " +
    "2954:forced 3096:forced 3104:forced 3322:forced 3873:forced 4309:forced",
  "lumen-silicon-valley": "686:unheaded 702:unheaded 976:unheaded 985:unheaded 997:unheaded 1025:unheaded",
  "lumen-villains":
    "799:forced 1088:forced 1715:forced 1721:forced 1783:forced 1804:forced 1839:forced 2686:forced " +
    "2952:forced 3163:forced 3599:forced 3678:forced 3721:forced 4020:forced 4022:forced 4040:forced " +
    "4091:forced",
};

type SceneErratum = "forced" | "unheaded" | "missing";

/**
 * The checked scene count of one transcription, or undefined when the ledger lists none. Throws
 * when an entry no longer fits the transcription (a forced line that is no heading there, an
 * unheaded line that is one, a missing heading where the ledger lists no missing text): the
 * ledger is kept by line numbers, so a changed file must be checked again.
 */
function checkedSceneCount(name: string, truth: Screenplay, at: Map<ScriptElement, number>): number | undefined {
  const row = SCENE_LEDGER[name];
  if (!row) return undefined;
  const startsAt = new Map([...at].map(([e, line]) => [line, e]));
  const missing = (TRUTH_ERRATA[name] ?? []).filter(([, , kind]) => kind === "missing").map(([, to]) => to);
  let count = truth.scenes.length;
  for (const token of row.split(" ")) {
    const [line, kind] = [Number(token.split(":")[0]), token.split(":")[1] as SceneErratum];
    const heading = startsAt.get(line)?.kind === "scene_heading";
    const fits =
      kind === "forced" ? heading : kind === "unheaded" ? !!startsAt.get(line) && !heading : missing.includes(line);
    if (!fits) throw new Error(`eval/truth-errata.ts: scene erratum ${name} ${token} does not fit the transcription`);
    count += kind === "forced" ? -1 : 1;
  }
  return count;
}

/** The ledger as [first line, last line, kind] per transcription. */
export const TRUTH_ERRATA: Record<string, [number, number, ErratumKind][]> = Object.fromEntries(
  Object.entries(LEDGER).map(([name, rows]) => [
    name,
    rows.flatMap((row) =>
      row.split(" ").map((token): [number, number, ErratumKind] => {
        const [lines, kind] = token.split(":") as [string, ErratumKind];
        const [from, to = from] = lines.split("-").map(Number) as [number, number?];
        return [from, to, kind];
      }),
    ),
  ]),
);

/**
 * The source line on which each truth element starts, found by reading the Fountain text forward
 * for the element's first words (markup taken out); an element not found gets no line, so it is
 * never excused.
 */
export function truthLines(source: string, model: Screenplay): Map<ScriptElement, number> {
  const flat = (t: string) =>
    t
      .replace(/[*_\\]/g, "")
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase();
  const lines = source.split(/\r?\n/).map(flat);
  const out = new Map<ScriptElement, number>();
  let cursor = 0;
  for (const e of [...model.preamble, ...model.scenes.flatMap((s) => s.elements)]) {
    const first = flat(e.text.split("\n")[0] ?? "").slice(0, 24);
    if (!first) continue;
    for (let k = cursor; k < Math.min(lines.length, cursor + 400); k++) {
      if (lines[k]!.includes(first)) {
        out.set(e, k + 1);
        cursor = k + 1;
        break;
      }
    }
  }
  return out;
}

/** The ledger for one transcription as the scorer reads it; undefined when none is kept. */
export function handCheckedLedger(name: string, source: string, truth: Screenplay): HandChecked | undefined {
  const entries = TRUTH_ERRATA[name];
  if (!entries) return undefined;
  const at = truthLines(source, truth);
  const scenes = checkedSceneCount(name, truth, at);
  const listed = (e: ScriptElement | undefined, missing: boolean) => {
    const line = e ? at.get(e) : 0;
    return (
      line !== undefined &&
      entries.some(([from, to, kind]) => (kind === "missing") === missing && line >= from && line <= to)
    );
  };
  return { wrong: (e) => listed(e, false), missingAfter: (e) => listed(e, true), scenes };
}
