/** Minimal helpers over fast-xml-parser's preserveOrder tree. */
import { XMLParser, XMLValidator } from "fast-xml-parser";

export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

export function parseXml(xml: string): XmlNode[] | null {
  if (XMLValidator.validate(xml) !== true) return null;
  return parser.parse(xml) as XmlNode[];
}

export function tagOf(node: XmlNode): string {
  for (const k of Object.keys(node)) if (k !== ":@") return k;
  return "";
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const v = node[tagOf(node)];
  return Array.isArray(v) ? (v as XmlNode[]) : [];
}

export function attr(node: XmlNode, name: string): string | undefined {
  const a = node[":@"] as Record<string, string> | undefined;
  return a?.[name];
}

export function find(nodes: XmlNode[], tag: string): XmlNode | undefined {
  return nodes.find((n) => tagOf(n) === tag);
}

export function findAll(nodes: XmlNode[], tag: string): XmlNode[] {
  return nodes.filter((n) => tagOf(n) === tag);
}

/** Concatenated text of a node (all #text descendants). */
export function textOf(node: XmlNode): string {
  if (typeof node["#text"] === "string") return node["#text"];
  return childrenOf(node).map(textOf).join("");
}
