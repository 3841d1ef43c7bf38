/**
 * A closed list of words written once, as its labels record: the list is the record's keys in the order it names
 * them (a non-empty tuple, so `z.enum` takes it). Keys are words: JavaScript would put whole-number keys first.
 */
export function keysOf<Key extends string>(labels: Record<Key, string>): readonly [Key, ...Key[]] {
  return Object.keys(labels) as [Key, ...Key[]];
}
