import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** Elements that are lists in WorkflowMax answers, read as arrays even when one comes back. */
const LISTS = new Set(['Template', 'Task', 'Category', 'Client', 'Job', 'Cost', 'Contact']);

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});
const builder = new XMLBuilder({ format: false, suppressEmptyNode: true });

export type XmlNode = Record<string, unknown>;

/** A WorkflowMax answer's <Response> element. */
export function parseWfmResponse(xml: string): XmlNode {
  const document = parser.parse(xml) as XmlNode;
  return (document.Response as XmlNode | undefined) ?? {};
}

/** A request body: one root element with its children, values escaped by the builder. */
export const wfmXml = (root: string, children: Record<string, unknown>): string =>
  builder.build({ [root]: children }) as string;

/** Every element of the given name under a node, however deep the wrapper (Templates, TaskList...). */
export function elementsNamed(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const found: XmlNode[] = [];
  for (const [key, value] of Object.entries(node as XmlNode)) {
    if (key === name && Array.isArray(value))
      found.push(...(value.filter((v) => v && typeof v === 'object') as XmlNode[]));
    else found.push(...elementsNamed(value, name));
  }
  return found;
}

/** An element's text ('' when absent). */
export const textOf = (node: XmlNode | undefined, name: string): string => {
  const value = node?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
