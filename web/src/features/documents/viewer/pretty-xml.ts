/**
 * XML text indented for reading (two spaces a level). Parsed by the browser's DOMParser, which fetches nothing and
 * expands no external entity; the result is shown as text (React escapes it), never as markup. Text that is not
 * well-formed XML comes back as it was.
 */
export function prettyXml(source: string): string {
  const text = source.replace(/^\uFEFF/, '');
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return text;
  const lines: string[] = [];
  const declaration = /^\s*(<\?xml[^?]*\?>)/.exec(text)?.[1];
  if (declaration) lines.push(declaration);
  const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const escapeAttr = (v: string) => escapeText(v).replace(/"/g, '&quot;');

  function walk(node: Node, depth: number): void {
    const pad = '  '.repeat(depth);
    switch (node.nodeType) {
      case Node.ELEMENT_NODE: {
        const el = node as Element;
        const attrs = Array.from(el.attributes, (a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('');
        const children = Array.from(el.childNodes).filter((c) => !(c.nodeType === Node.TEXT_NODE && (c.textContent ?? '').trim() === ''));
        if (children.length === 0) {
          lines.push(`${pad}<${el.tagName}${attrs}/>`);
        } else if (children.length === 1 && children[0]!.nodeType === Node.TEXT_NODE) {
          lines.push(`${pad}<${el.tagName}${attrs}>${escapeText((children[0]!.textContent ?? '').trim())}</${el.tagName}>`);
        } else {
          lines.push(`${pad}<${el.tagName}${attrs}>`);
          for (const child of children) walk(child, depth + 1);
          lines.push(`${pad}</${el.tagName}>`);
        }
        return;
      }
      case Node.TEXT_NODE:
        lines.push(`${pad}${escapeText((node.textContent ?? '').trim())}`);
        return;
      case Node.CDATA_SECTION_NODE:
        lines.push(`${pad}<![CDATA[${node.textContent ?? ''}]]>`);
        return;
      case Node.COMMENT_NODE:
        lines.push(`${pad}<!--${node.textContent ?? ''}-->`);
        return;
      case Node.PROCESSING_INSTRUCTION_NODE: {
        const pi = node as ProcessingInstruction;
        lines.push(`${pad}<?${pi.target} ${pi.data}?>`);
        return;
      }
      default:
        return;
    }
  }
  for (const child of Array.from(doc.childNodes)) {
    if (child.nodeType !== Node.DOCUMENT_TYPE_NODE) walk(child, 0);
  }
  return lines.join('\n');
}
