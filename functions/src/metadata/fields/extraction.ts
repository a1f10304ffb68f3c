import { documentFieldCatalogue, type DocumentFieldDefinition } from '@expediente/contracts';
import type { ExtractedField, Extraction } from './types';
import { confidenceOf, type Found, type TextDoc } from './text';
import type { PrintedPeriod } from './dates';

/** Collects a parser's fields (first value of a key wins) and builds the Extraction with its JSON data. */
export class Fields {
  readonly list: ExtractedField[] = [];

  constructor(private readonly doc?: TextDoc) {}

  has(key: string): boolean {
    return this.list.some((f) => f.key === key);
  }

  get(key: string): string | undefined {
    return this.list.find((f) => f.key === key)?.value;
  }

  set(key: string, value: string | undefined, confidence: number): void {
    if (value === undefined || value === '' || this.has(key)) return;
    this.list.push({ key, value, confidence: Math.round(confidence * 1000) / 1000 });
  }

  /** A value found in the text; `map` turns it into the stored value (or drops it), `repaired` lowers its confidence. */
  found(key: string, found: Found | undefined, options: { repaired?: boolean; factor?: number } = {}): void {
    if (!found || !this.doc) return;
    this.set(key, found.value, confidenceOf(this.doc, found, options.repaired) * (options.factor ?? 1));
  }
}

function typed(def: DocumentFieldDefinition, value: string): unknown {
  if (def.jsonDisplayConfig.type === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  return value;
}

/** The Extraction of a type: its fields in catalogue order and the same values as JSON by jsonProp. */
export function buildExtraction(
  documentTypeCode: string,
  fields: Fields,
  extra: { printedPeriod?: PrintedPeriod | undefined; issueDate?: string | undefined } = {},
): Extraction {
  const catalogue = documentFieldCatalogue[documentTypeCode] ?? [];
  const byKey = new Map(fields.list.map((f) => [f.key, f]));
  const data: Record<string, unknown> = {};
  const ordered: ExtractedField[] = [];
  for (const def of catalogue) {
    const children = def.jsonDisplayConfig.children ?? [];
    if (def.jsonDisplayConfig.type !== 'group') {
      const f = byKey.get(def.key);
      if (f) {
        ordered.push(f);
        data[def.key] = typed(def, f.value);
      }
    } else if (def.jsonDisplayConfig.isRepeatable) {
      const items: Record<string, unknown>[] = [];
      for (let i = 0; ; i++) {
        const item: Record<string, unknown> = {};
        let any = false;
        for (const child of children) {
          const f = byKey.get(`${def.key}[${i}].${child.key}`);
          if (f) {
            ordered.push(f);
            item[child.key] = typed(child, f.value);
            any = true;
          }
        }
        if (!any) break;
        items.push(item);
      }
      if (items.length) data[def.key] = items;
    } else {
      const group: Record<string, unknown> = {};
      for (const child of children) {
        const f = byKey.get(`${def.key}.${child.key}`);
        if (f) {
          ordered.push(f);
          group[child.key] = typed(child, f.value);
        }
      }
      if (Object.keys(group).length) data[def.key] = group;
    }
  }
  return {
    documentTypeCode,
    fields: ordered,
    data,
    ...(extra.printedPeriod ? { printedPeriod: extra.printedPeriod } : {}),
    ...(extra.issueDate ? { issueDate: extra.issueDate.slice(0, 10) } : {}),
  };
}
