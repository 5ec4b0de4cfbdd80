import { summarizeContent, type ContentSummary } from "./content-operators.ts";
import { isDict, isRef, nameOf, type PdfDict, type PdfValue } from "./pdf-lexer.ts";
import { PdfObjects } from "./pdf-objects.ts";
import { DecodeBudgetExceeded } from "./stream-filters.ts";

/** What one PDF may cost to read (packages/contract/src/limits.ts, docs/security.md issue 28). */
export interface PdfScanLimits {
  maxPages: number;
  /** Page-tree nodes (pages and their parents) the walk visits before it gives up. */
  maxTreeNodes: number;
  maxTreeDepth: number;
  /** Decoded content bytes, counted each time a page (or a form it paints) reads them. */
  maxContentBytes: number;
  maxContentBytesPerPage: number;
  maxOperators: number;
  maxOperatorsPerPage: number;
  /** Form XObjects painting forms: deeper nesting is refused. */
  maxFormDepth: number;
}

export interface PdfScan {
  pages: number;
  declaredPages: number;
  contentBytes: number;
  operators: number;
  maxPageOperators: number;
  maxPageContentBytes: number;
  /**
   * Encrypted with a user password (or an unknown handler): streams cannot be read here, so their
   * content cost is left to the parse limits (pdf.js refuses such a file at upload anyway).
   */
  encrypted: boolean;
}

export type PdfScanProblem = "page_tree" | "too_many_pages" | "too_costly";

export class PdfScanRefusal extends Error {
  constructor(
    readonly problem: PdfScanProblem,
    message: string,
    readonly pages?: number,
  ) {
    super(message);
    this.name = "PdfScanRefusal";
  }
}

interface Cost {
  bytes: number;
  operators: number;
}

const CAP = Number.MAX_SAFE_INTEGER / 4;
const add = (a: Cost, b: Cost, times = 1): Cost => ({
  bytes: Math.min(CAP, a.bytes + b.bytes * times),
  operators: Math.min(CAP, a.operators + b.operators * times),
});

/**
 * Reads a PDF's structure without rendering anything: walks the page tree from the catalog with a
 * visited set and a node budget (a loop, a `/Parent` that is not the node listing the page, or a
 * `/Count` that differs from the pages actually found is refused), and adds up what reading every
 * page would cost: the decoded bytes and operators of each page's content streams and of the forms
 * it paints, counted per use. Decoding stops at the budget, so the scan itself is bounded.
 */
export function scanPdf(bytes: Uint8Array, limits: PdfScanLimits): PdfScan {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    return new Scan(new PdfObjects(buffer, limits.maxContentBytes * 2), limits).run();
  } catch (err) {
    if (err instanceof DecodeBudgetExceeded)
      throw new PdfScanRefusal("too_costly", "The file's content decodes to more than the limit");
    throw err;
  }
}

class Scan {
  private readonly streams = new Map<number, ContentSummary & { bytes: number }>();
  private readonly forms = new Map<number, Cost>();
  private readonly encrypted: boolean;
  private nodes = 0;
  private declared = 0;
  private pages = 0;
  private total: Cost = { bytes: 0, operators: 0 };
  private maxPage: Cost = { bytes: 0, operators: 0 };

  constructor(
    private readonly objects: PdfObjects,
    private readonly limits: PdfScanLimits,
  ) {
    this.encrypted = objects.unreadable;
  }

  run(): PdfScan {
    const root = this.objects.resolve(this.objects.trailer?.entries.get("Root"));
    const pagesRef = isDict(root) ? root.entries.get("Pages") : undefined;
    if (!isRef(pagesRef)) {
      if (this.encrypted) return { ...this.result(0), pages: -1 };
      throw new PdfScanRefusal("page_tree", "The file has no page tree");
    }
    const top = this.objects.resolve(pagesRef);
    const declared = isDict(top) ? top.entries.get("Count") : undefined;
    const declaredPages = typeof declared === "number" ? declared : 0;
    // A declared count is not believed: the walk finds the pages (a false million is a broken tree,
    // a real one stops at the page limit).
    this.declared = declaredPages;
    try {
      this.walk(pagesRef.num, undefined, undefined, new Set<number>(), 0);
    } catch (err) {
      // An encrypted file may keep its pages in encrypted object streams this scan cannot read:
      // pdf.js (which decrypts) and the parse limits judge it; its page count is not compared.
      if (!(this.encrypted && err instanceof PdfScanRefusal && err.problem === "page_tree")) throw err;
      this.pages = -1;
    }
    return this.result(declaredPages);
  }

  private result(declaredPages: number): PdfScan {
    return {
      pages: this.pages,
      declaredPages,
      contentBytes: this.total.bytes,
      operators: this.total.operators,
      maxPageOperators: this.maxPage.operators,
      maxPageContentBytes: this.maxPage.bytes,
      encrypted: this.encrypted,
    };
  }

  /** Returns the number of pages under the node; checks the node's `/Count` and its children's `/Parent`. */
  private walk(
    num: number,
    parent: number | undefined,
    inherited: PdfValue | undefined,
    visited: Set<number>,
    depth: number,
  ): number {
    if (visited.has(num)) throw new PdfScanRefusal("page_tree", "The page tree loops back on itself");
    visited.add(num);
    if (++this.nodes > this.limits.maxTreeNodes || depth > this.limits.maxTreeDepth)
      throw new PdfScanRefusal("page_tree", "The page tree is larger or deeper than a script's");
    const node = this.objects.resolve({ kind: "ref", num, gen: 0 });
    if (!isDict(node)) throw new PdfScanRefusal("page_tree", "A page of the file is missing");
    const parentRef = node.entries.get("Parent");
    if (parent !== undefined && parentRef !== undefined && (!isRef(parentRef) || parentRef.num !== parent))
      throw new PdfScanRefusal("page_tree", "A page's /Parent is not the node that lists it");
    const resources = node.entries.get("Resources") ?? inherited;
    const kids = this.objects.resolve(node.entries.get("Kids"));
    const type = nameOf(node.entries.get("Type"));
    if (type === "Page" || (type !== "Pages" && !Array.isArray(kids))) {
      if (++this.pages > this.limits.maxPages)
        throw new PdfScanRefusal(
          "too_many_pages",
          "The file has too many pages",
          Math.max(this.pages, this.declared),
        );
      this.chargePage(node, resources);
      return 1;
    }
    if (!Array.isArray(kids)) throw new PdfScanRefusal("page_tree", "A page-tree node has no /Kids");
    let leaves = 0;
    for (const kid of kids) {
      if (!isRef(kid)) throw new PdfScanRefusal("page_tree", "A page-tree entry is not a reference");
      leaves += this.walk(kid.num, num, resources, visited, depth + 1);
    }
    const count = this.objects.resolve(node.entries.get("Count"));
    if (count !== leaves)
      throw new PdfScanRefusal(
        "page_tree",
        `A page-tree node declares ${String(count)} pages but holds ${leaves}`,
      );
    return leaves;
  }

  private chargePage(page: PdfDict, resources: PdfValue | undefined): void {
    if (this.encrypted) return;
    let cost: Cost = { bytes: 0, operators: 0 };
    const contents = this.objects.resolve(page.entries.get("Contents"));
    const refs = Array.isArray(contents) ? contents : [page.entries.get("Contents")];
    for (const ref of refs) {
      if (!isRef(ref)) continue;
      const summary = this.summary(ref.num);
      if (!summary) continue;
      cost = add(cost, { bytes: summary.bytes, operators: summary.operators });
      cost = this.addPaints(cost, summary.paints, resources, [], 0);
    }
    this.total = add(this.total, cost);
    this.maxPage = {
      bytes: Math.max(this.maxPage.bytes, cost.bytes),
      operators: Math.max(this.maxPage.operators, cost.operators),
    };
    const l = this.limits;
    if (cost.operators > l.maxOperatorsPerPage || cost.bytes > l.maxContentBytesPerPage)
      throw new PdfScanRefusal(
        "too_costly",
        `A page draws ${cost.operators} operators (${cost.bytes} bytes)`,
      );
    if (this.total.operators > l.maxOperators || this.total.bytes > l.maxContentBytes)
      throw new PdfScanRefusal("too_costly", "The pages draw more than the limit in total");
  }

  private addPaints(
    cost: Cost,
    paints: Map<string, number>,
    resources: PdfValue | undefined,
    stack: number[],
    depth: number,
  ): Cost {
    if (paints.size === 0) return cost;
    const res = this.objects.resolve(resources);
    const xobjects = isDict(res) ? this.objects.resolve(res.entries.get("XObject")) : undefined;
    if (!isDict(xobjects)) return cost;
    let total = cost;
    for (const [name, times] of paints) {
      const ref = xobjects.entries.get(name);
      if (!isRef(ref)) continue;
      total = add(total, this.formCost(ref.num, resources, stack, depth + 1), times);
      if (total.operators > this.limits.maxOperators) return total;
    }
    return total;
  }

  private formCost(num: number, inherited: PdfValue | undefined, stack: number[], depth: number): Cost {
    const known = this.forms.get(num);
    if (known) return known;
    const obj = this.objects.get(num);
    if (!obj?.stream || nameOf(obj.stream.dict.entries.get("Subtype")) !== "Form")
      return { bytes: 0, operators: 0 };
    if (stack.includes(num) || depth > this.limits.maxFormDepth)
      throw new PdfScanRefusal("too_costly", "Forms in the file paint each other without end");
    const summary = this.summary(num)!;
    const resources = obj.stream.dict.entries.get("Resources") ?? inherited;
    const cost = this.addPaints(
      { bytes: summary.bytes, operators: summary.operators },
      summary.paints,
      resources,
      [...stack, num],
      depth,
    );
    this.forms.set(num, cost);
    return cost;
  }

  private summary(num: number): (ContentSummary & { bytes: number }) | undefined {
    const known = this.streams.get(num);
    if (known) return known;
    const data = this.objects.streamData(num, this.limits.maxContentBytes);
    if (!data) return undefined;
    const summary = { ...summarizeContent(data), bytes: data.length };
    this.streams.set(num, summary);
    return summary;
  }
}
