/**
 * What a document a case issues says, as printed (docs/decisions/0075): the 受理通知书, the
 * 不动产权证书 or the 不动产登记证明. Kept with the document, drawn from it whenever it is opened.
 */
export interface DocumentContent {
  title: string;
  /** The number line under the title (受理号：…, 不动产权证号：…, 不动产登记证明号：…). */
  numberLine: string;
  rows: Array<[string, string]>;
  /** The closing note above the registry's name. */
  note: string;
}
