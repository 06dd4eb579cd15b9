/**
 * Type tests of typed selection's types (checked by `tsc -p packages/core/tsconfig.json`; never
 * run): the mask grammar at the type level, the checks and their messages, and the narrowing rule.
 * The call forms are in `typed-selection.test-d.ts`.
 */
import type { Hardware, Virtual_Guest } from '@svclib/model';
import { expectTypeOf } from 'vitest';
import type { MaskSyntaxError, ParseMask } from './mask-parser.js';
import type { CheckedMask, CheckedSelection, Narrow, Selected, SelectedNames } from './selection.js';
import { same } from './test-types.js';

export function parserTests(): void {
  // Every form the service reads gives the same paths.
  type Paths = 'id' | 'hostname' | 'datacenter' | 'datacenter.name';
  expectTypeOf<ParseMask<'mask[id,hostname,datacenter[name]]'>>().toEqualTypeOf<Paths>();
  expectTypeOf<ParseMask<'id, hostname, datacenter.name'>>().toEqualTypeOf<Paths>();
  expectTypeOf<ParseMask<'[id, hostname, datacenter[name]]'>>().toEqualTypeOf<Paths>();
  expectTypeOf<ParseMask<'filteredMask[id, hostname, datacenter.name]'>>().toEqualTypeOf<Paths>();
  expectTypeOf<ParseMask<'  mask [ id ,\n\thostname , datacenter [ name ] ]  '>>().toEqualTypeOf<Paths>();
  expectTypeOf<ParseMask<'mask[id], hostname, datacenter.name'>>().toEqualTypeOf<Paths>();
  expectTypeOf<ParseMask<'mask.datacenter.name'>>().toEqualTypeOf<'datacenter' | 'datacenter.name'>();
  // Deeper nesting and dotted paths inside brackets.
  expectTypeOf<ParseMask<'tagReferences[tag[name]], billingItem.orderItem.order[id]'>>().toEqualTypeOf<
    'tagReferences' | 'tagReferences.tag' | 'tagReferences.tag.name' | 'billingItem' | 'billingItem.orderItem' | 'billingItem.orderItem.order' | 'billingItem.orderItem.order.id'
  >();
  // Casts: on the top level (with or without Vendor_), on a relation, in several masks.
  expectTypeOf<ParseMask<'mask(Vendor_Hardware_Server)[id]'>>().toEqualTypeOf<'(Hardware_Server)' | 'id'>();
  expectTypeOf<ParseMask<'mask(Hardware_Server)[id]'>>().toEqualTypeOf<'(Hardware_Server)' | 'id'>();
  expectTypeOf<ParseMask<'[mask[id], mask(Vendor_Hardware_Server)[activeTransaction]]'>>().toEqualTypeOf<'id' | '(Hardware_Server)' | 'activeTransaction'>();
  expectTypeOf<ParseMask<'hardware( Vendor_Hardware_Server )[id]'>>().toEqualTypeOf<'hardware' | 'hardware.(Hardware_Server)' | 'hardware.id'>();
  // Empty masks select nothing.
  expectTypeOf<ParseMask<'mask[]'>>().toEqualTypeOf<never>();
  expectTypeOf<ParseMask<'mask'>>().toEqualTypeOf<never>();
  // A property whose name starts with "mask" is a property.
  expectTypeOf<ParseMask<'maskedName, id'>>().toEqualTypeOf<'maskedName' | 'id'>();
  // Syntax errors say what was expected and where.
  expectTypeOf<ParseMask<'mask[id,,hostname]'>>().toEqualTypeOf<MaskSyntaxError<"expected a property name at ',hostname]'">>();
  expectTypeOf<ParseMask<'mask[id, hostname'>>().toEqualTypeOf<MaskSyntaxError<"expected ']' at the end">>();
  expectTypeOf<ParseMask<'mask[id]]'>>().toEqualTypeOf<MaskSyntaxError<"unexpected ']' at ']'">>();
  expectTypeOf<ParseMask<'mask[id] hostname'>>().toEqualTypeOf<MaskSyntaxError<"expected ',' or ']' at 'hostname'">>();
  expectTypeOf<ParseMask<'mask(Vendor_Hardware_Server[id]'>>().toEqualTypeOf<MaskSyntaxError<"unclosed '(' at '(Vendor_Hardware_Server[id]'">>();
  expectTypeOf<ParseMask<'mask(Vendor_Hardware_Server) id'>>().toEqualTypeOf<MaskSyntaxError<"expected '[' after the cast at 'id'">>();
  // The names of the top level.
  expectTypeOf<SelectedNames<'mask[id, datacenter.name, tagReferences[tag]]'>>().toEqualTypeOf<'id' | 'datacenter' | 'tagReferences'>();
}

export function checkTests(): void {
  // A right mask is its own type; a wrong one turns into the message naming the property and the type.
  expectTypeOf<CheckedMask<'Virtual_Guest', 'mask[id, hostname, datacenter[name]]'>>().toEqualTypeOf<'mask[id, hostname, datacenter[name]]'>();
  expectTypeOf<CheckedMask<'Virtual_Guest', 'id, hostnme'>>().toEqualTypeOf<"unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?">();
  expectTypeOf<CheckedMask<'Virtual_Guest', 'id, HostName'>>().toEqualTypeOf<"unknown property 'HostName' in Virtual_Guest; did you mean 'hostname'?">();
  expectTypeOf<CheckedMask<'Virtual_Guest', 'id, xyzzy'>>().toEqualTypeOf<"unknown property 'xyzzy' in Virtual_Guest">();
  // At every level, saying where.
  expectTypeOf<CheckedMask<'Virtual_Guest', 'datacenter[nam]'>>().toEqualTypeOf<"unknown property 'nam' in Location (under datacenter); did you mean 'name'?">();
  expectTypeOf<CheckedMask<'Virtual_Guest', 'tagReferences.tag.nmae'>>().toEqualTypeOf<"unknown property 'nmae' in Tag (under tagReferences.tag); did you mean 'name'?">();
  // Several problems: each one.
  expectTypeOf<CheckedMask<'Virtual_Guest', 'hostnme, datacenter.nme'>>().toEqualTypeOf<
    "unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?" | "unknown property 'nme' in Location (under datacenter); did you mean 'name'?"
  >();
  // A mask that ends in a partial name (being typed) also offers the mask completed with each
  // property there that starts with it: the editor lists them as completions of the string.
  expectTypeOf<CheckedMask<'Virtual_Guest', 'hostnme, datacenter.nam'>>().toEqualTypeOf<
    | "unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?"
    | "unknown property 'nam' in Location (under datacenter); did you mean 'name'?"
    | 'hostnme, datacenter.name'
  >();
  expectTypeOf<CheckedMask<'Virtual_Guest', 'id, hostn'>>().toEqualTypeOf<"unknown property 'hostn' in Virtual_Guest; did you mean 'hostname'?" | 'id, hostname'>();
  // (inside brackets not closed yet, at any depth)
  expectTypeOf<CheckedMask<'Virtual_Guest', 'mask[id, datacenter[na'>>().toEqualTypeOf<"mask syntax: expected ']' at the end" | 'mask[id, datacenter[name'>();
  expectTypeOf<'mask[id, tagReferences[tag[name'>().toMatchTypeOf<CheckedMask<'Virtual_Guest', 'mask[id, tagReferences[tag[na'>>();
  // After a comma or a bracket: every property of the record there.
  expectTypeOf<'id, hostname' | 'id, maxMemory' | 'id, datacenter'>().toMatchTypeOf<CheckedMask<'Virtual_Guest', 'id, '>>();
  expectTypeOf<'datacenter[longName'>().toMatchTypeOf<CheckedMask<'Virtual_Guest', 'datacenter['>>();
  // A sub-mask under something that is not a relation to a record.
  expectTypeOf<CheckedMask<'Virtual_Guest', 'hostname[id]'>>().toEqualTypeOf<"'hostname' of Virtual_Guest is a local property: it takes no sub-mask">();
  expectTypeOf<CheckedMask<'Virtual_Guest', 'activeTicketCount[id]'>>().toEqualTypeOf<"'activeTicketCount' of Virtual_Guest is a count: it takes no sub-mask">();
  expectTypeOf<CheckedMask<'Virtual_Guest', 'primaryIpAddress[id]'>>().toEqualTypeOf<"'primaryIpAddress' of Virtual_Guest is a relational value: it takes no sub-mask">();
  // Casts: to a record that extends the result, checked against it; else a problem.
  expectTypeOf<CheckedMask<'Hardware', 'mask(Vendor_Hardware_Server)[id, activeTransaction[id]]'>>().toEqualTypeOf<'mask(Vendor_Hardware_Server)[id, activeTransaction[id]]'>();
  expectTypeOf<CheckedMask<'Hardware', '[mask[id], mask(Vendor_Hardware_Server)[activeTransaction.transactionStatus[name]]]'>>().toEqualTypeOf<
    '[mask[id], mask(Vendor_Hardware_Server)[activeTransaction.transactionStatus[name]]]'
  >();
  expectTypeOf<CheckedMask<'Hardware', 'mask(Vendor_Virtual_Guest)[id]'>>().toEqualTypeOf<"cast to 'Virtual_Guest': it does not extend Hardware">();
  expectTypeOf<CheckedMask<'Hardware', 'mask(Vendor_Hardwar_Server)[id]'>>().toEqualTypeOf<"unknown type 'Hardwar_Server' in a cast">();
  // More than one nearest name: a message for each (of the names sharing the longest prefix, those
  // one edit away: not 'activeTransactionCount').
  expectTypeOf<CheckedMask<'Hardware', 'mask(Vendor_Hardware_Server)[activeTransactionz]'>>().toEqualTypeOf<
    | "unknown property 'activeTransactionz' in Hardware; did you mean 'activeTransaction'?"
    | "unknown property 'activeTransactionz' in Hardware; did you mean 'activeTransactions'?"
  >();
  // A local property that holds a record takes a sub-mask and a cast (a search result's resource).
  expectTypeOf<CheckedMask<'Container_Search_Result', 'mask[resource(Vendor_Network_Vlan)[id,name,vlanNumber]]'>>().toEqualTypeOf<
    'mask[resource(Vendor_Network_Vlan)[id,name,vlanNumber]]'
  >();
  expectTypeOf<CheckedMask<'Container_Search_Result', 'mask[resource(Vendor_Network_Vlan)[vlanNumbr]]'>>().toEqualTypeOf<
    "unknown property 'vlanNumbr' in Entity (under resource); did you mean 'vlanNumber'?"
  >();
  // A syntax error is the problem.
  expectTypeOf<CheckedMask<'Virtual_Guest', 'mask[id'>>().toEqualTypeOf<"mask syntax: expected ']' at the end">();
  // A non-literal mask, or a result that is not a record, checks nothing.
  expectTypeOf<CheckedMask<'Virtual_Guest', string>>().toEqualTypeOf<string>();
  expectTypeOf<CheckedMask<never, 'anything[at, all'>>().toEqualTypeOf<'anything[at, all'>();

  // select: the same checks on the object form.
  expectTypeOf<CheckedSelection<'Virtual_Guest', { id: true; datacenter: { name: true } }>>().toEqualTypeOf<{ id: true; datacenter: { name: true } }>();
  expectTypeOf<CheckedSelection<'Virtual_Guest', { hostnme: true }>>().toEqualTypeOf<"unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?">();
  expectTypeOf<CheckedSelection<'Virtual_Guest', { datacenter: { nam: true } }>>().toEqualTypeOf<"unknown property 'nam' in Location (under datacenter); did you mean 'name'?">();
  expectTypeOf<CheckedSelection<'Hardware', { $cast: 'Hardware_Server'; activeTransaction: true }>>().toEqualTypeOf<{ $cast: 'Hardware_Server'; activeTransaction: true }>();
  expectTypeOf<CheckedSelection<'Hardware', { $cast: 'Virtual_Guest'; id: true }>>().toEqualTypeOf<"cast to 'Virtual_Guest': it does not extend Hardware">();
}

export function narrowTests(): void {
  // Named locals: only those, plus id.
  same<Narrow<'Virtual_Guest', ParseMask<'hostname, domain'>>, { id?: number; hostname?: string; domain?: string }>();
  // Named relations and counts, each narrowed by its own sub-mask; lists stay lists.
  same<Narrow<'Virtual_Guest', ParseMask<'hostname, datacenter.name, tagReferences[tag[name]], activeTicketCount'>>, {
    id?: number;
    hostname?: string;
    datacenter?: { id?: number; name?: string };
    tagReferences?: { id?: number; usrRecordId?: number; resourceTableId?: number; empRecordId?: number; tagId?: number; tagTypeId?: number; tag?: { id?: number; name?: string } }[];
    activeTicketCount?: number;
  }>();
  // A relation named bare has its local properties.
  type Bare = Narrow<'Virtual_Guest', ParseMask<'id, status'>>;
  same<Bare, { id?: number; status?: { keyName?: string; name?: string } }>();
  // No local named: every local property (and relational values), plus the named relations.
  type AllLocals = Narrow<'Virtual_Guest', ParseMask<'datacenter[name]'>>;
  same<AllLocals['hostname'], string | undefined>();
  same<AllLocals['maxMemory'], number | undefined>();
  same<AllLocals['primaryIpAddress'], string | undefined>();
  same<AllLocals['datacenter'], { id?: number; name?: string } | undefined>();
  same<'billingItem' | 'activeTicketCount' extends keyof AllLocals ? true : false, false>();
  // A relational value named is kept as sent (and names no local: the level keeps its locals).
  same<Narrow<'Virtual_Guest', ParseMask<'hostname, primaryIpAddress'>>, { id?: number; hostname?: string; primaryIpAddress?: string }>();
  // Casts: the properties of the subtype too.
  same<Narrow<'Hardware', ParseMask<'[mask[id], mask(Vendor_Hardware_Server)[activeTransaction[id]]]'>>, {
    id?: number;
    activeTransaction?: { id?: number };
  }>();
  // A record-holding local narrowed by its sub-mask (with its cast); named bare, it comes whole.
  same<Narrow<'Container_Search_Result', ParseMask<'resource(Vendor_Network_Vlan)[id, vlanNumber]'>>['resource'], { id?: number; vlanNumber?: number } | undefined>();
  // Selected: lists stay lists; a non-literal mask, a syntax error or no selection keep the whole result.
  same<Selected<Virtual_Guest[], 'Virtual_Guest', 'id', never>, { id?: number }[]>();
  same<Selected<Virtual_Guest, 'Virtual_Guest', string, never>, Virtual_Guest>();
  same<Selected<Virtual_Guest, 'Virtual_Guest', 'mask[id', never>, Virtual_Guest>();
  same<Selected<Hardware[], 'Hardware', never, never>, Hardware[]>();
  same<Selected<boolean, never, 'id', never>, boolean>();
  same<Selected<Virtual_Guest, 'Virtual_Guest', never, { hostname: true; datacenter: { name: true } }>, {
    id?: number;
    hostname?: string;
    datacenter?: { id?: number; name?: string };
  }>();
  // A union of literal masks: a union of results.
  same<Selected<Virtual_Guest, 'Virtual_Guest', 'hostname' | 'domain', never>, { id?: number; hostname?: string } | { id?: number; domain?: string }>();

  // (The helper fails on a difference.)
  // @ts-expect-error not the same type
  same<Narrow<'Virtual_Guest', ParseMask<'hostname'>>, { id?: number; hostname?: number }>();

  // Reading what was not selected is an error.
  const guest = {} as Narrow<'Virtual_Guest', ParseMask<'hostname, datacenter.name'>>;
  void guest.hostname;
  void guest.datacenter?.name;
  // @ts-expect-error maxMemory was not selected
  void guest.maxMemory;
  // @ts-expect-error longName of the datacenter was not selected
  void guest.datacenter?.longName;
}
