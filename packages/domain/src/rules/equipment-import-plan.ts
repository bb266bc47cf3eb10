import { tagLabel, type ImportRowProblem, type ParsedImportRow, type TagRef } from './equipment-import';

/** A machine of the importing company as the plan needs it: id, current name and tag ids. */
export interface FleetMachine {
  readonly id: string;
  readonly name: string;
  readonly tagIds: readonly string[];
}

/** A tag of the importing company: its id, its group's name and its own. */
export interface CompanyTag extends TagRef {
  readonly id: string;
}

/** A change of one value: before and after (tags as sorted `Group: Tag` labels). */
export interface Change<A> {
  readonly before: A;
  readonly after: A;
}

/**
 * What applying a row does (rules 23.4): `changed` (the name and/or the tags differ; the unchanged
 * part is null), `unchanged`, or `refused` with every problem, each naming its field.
 */
export type ImportRowOutcome =
  | {
      readonly line: number;
      readonly serialNumber: string;
      readonly outcome: 'changed';
      readonly name: Change<string> | null;
      readonly tags: Change<readonly string[]> | null;
    }
  | { readonly line: number; readonly serialNumber: string; readonly outcome: 'unchanged' }
  | { readonly line: number; readonly serialNumber: string; readonly outcome: 'refused'; readonly problems: readonly ImportRowProblem[] };

/** One machine's write: its id, the new name when it changes, the new full tag set (ids) when it changes. */
export interface MachineChange {
  readonly line: number;
  readonly equipmentId: string;
  readonly name?: string;
  readonly tagIds?: readonly string[];
}

/** A dry run's answer and an apply's work: every row's outcome, the counts, and the writes of the changed rows. */
export interface ImportPlan {
  readonly rows: readonly ImportRowOutcome[];
  readonly counts: { readonly changed: number; readonly unchanged: number; readonly refused: number };
  readonly changes: readonly MachineChange[];
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/** Finds a tag by group and name: exactly as written, else ignoring case (names are unique per group, rules 17.7). */
const tagFinder = (tags: readonly CompanyTag[]) => {
  const exact = new Map<string, CompanyTag>();
  const folded = new Map<string, CompanyTag>();
  for (const t of tags) {
    exact.set(`${t.group}\u0000${t.tag}`, t);
    const key = `${t.group}\u0000${t.tag}`.toLocaleLowerCase('en-US');
    if (!folded.has(key)) folded.set(key, t);
  }
  return (ref: TagRef): CompanyTag | undefined =>
    exact.get(`${ref.group}\u0000${ref.tag}`) ?? folded.get(`${ref.group}\u0000${ref.tag}`.toLocaleLowerCase('en-US'));
};

/**
 * The import's plan (rules 23.4), a pure function of the parsed rows, the company's machines by
 * serial number (`fleet`: only the importing company's, so another company's serial is
 * `unknown_serial` exactly like one that exists nowhere) and the company's tags. Each row is:
 * refused when it has problems of its own, repeats an earlier row's serial (`duplicate_row`, the
 * first stays), names no machine of the company (`unknown_serial`) or an unknown tag; else
 * changed when its name or tag set differs from the machine's, else unchanged. A Tags cell sets
 * the machine's whole tag set. The dry run and the apply both run this on the data of the moment,
 * so they agree (the apply inside its transaction).
 */
export const planImport = (rows: readonly ParsedImportRow[], fleet: ReadonlyMap<string, FleetMachine>, tags: readonly CompanyTag[]): ImportPlan => {
  const findTag = tagFinder(tags);
  const labelOf = new Map(tags.map((t) => [t.id, tagLabel(t)]));
  const labels = (ids: readonly string[]): string[] => ids.map((id) => labelOf.get(id) ?? '').sort((a, b) => a.localeCompare(b, 'en-US'));
  const firstLine = new Map<string, number>();
  const outcomes: ImportRowOutcome[] = [];
  const changes: MachineChange[] = [];
  const counts = { changed: 0, unchanged: 0, refused: 0 };
  for (const row of rows) {
    const { line, serialNumber } = row;
    const problems: ImportRowProblem[] = [...row.problems];
    const seen = firstLine.get(serialNumber);
    if (seen !== undefined && !problems.some((p) => p.field === 'serialNumber'))
      problems.unshift({ field: 'serialNumber', code: 'duplicate_row', firstLine: seen });
    if (seen === undefined && serialNumber !== '') firstLine.set(serialNumber, line);
    const machine = fleet.get(serialNumber);
    if (machine === undefined && !problems.some((p) => p.field === 'serialNumber')) problems.unshift({ field: 'serialNumber', code: 'unknown_serial' });
    const tagIds: string[] = [];
    for (const ref of row.tags ?? []) {
      const found = findTag(ref);
      if (found) tagIds.push(found.id);
      else problems.push({ field: 'tags', code: 'unknown_tag', tag: tagLabel(ref) });
    }
    if (problems.length > 0 || machine === undefined) {
      counts.refused += 1;
      outcomes.push({ line, serialNumber, outcome: 'refused', problems });
      continue;
    }
    const name = row.name !== undefined && row.name !== machine.name ? { before: machine.name, after: row.name } : null;
    const tagChange = row.tags !== undefined && !sameSet(tagIds, machine.tagIds) ? { before: labels(machine.tagIds), after: labels(tagIds) } : null;
    if (name === null && tagChange === null) {
      counts.unchanged += 1;
      outcomes.push({ line, serialNumber, outcome: 'unchanged' });
      continue;
    }
    counts.changed += 1;
    outcomes.push({ line, serialNumber, outcome: 'changed', name, tags: tagChange });
    changes.push({
      line,
      equipmentId: machine.id,
      ...(name ? { name: name.after } : {}),
      ...(tagChange ? { tagIds: [...new Set(tagIds)].sort() } : {}),
    });
  }
  return { rows: outcomes, counts, changes };
};

/** True when applying `plan` may go ahead (rules 23.5): no refused row. An import is all or nothing. */
export const importApplicable = (plan: ImportPlan): boolean => plan.counts.refused === 0;
