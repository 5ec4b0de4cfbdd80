/** One numbered section of a legal page; `body` is Markdown (lists, bold, site links). */
export interface LegalSection {
  id: string;
  title: string;
  body: string;
}
