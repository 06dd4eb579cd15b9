/**
 * `Vendor_Search`: `advancedSearch('_objectType:Vendor_Network_Vlan <term>')` over the VLANs and
 * `_objectType:Vendor_Hardware …` over the hardware (`hardware-search.ts`), `_objectType:Vendor_Virtual_Guest …` over the
 * virtual guests (`search-guests.ts`); other types find nothing.
 *
 * @module
 */
import { output, stringArgument, type ServiceSpec } from './service-spec.js';
import { hardwareSearch } from './hardware-search.js';
import { searchGuests } from './search-guests.js';

const QUERY = /^\s*_objectType:(\S+)\s*(.*)$/s;

/** The `Vendor_Search` service. */
export const searchService: ServiceSpec = {
  type: 'Generic',
  methods: {
    advancedSearch: {
      run: (context) => {
        const query = stringArgument(context, 0, 'a search query');
        const match = QUERY.exec(query);
        const type = match?.[1] ?? '';
        const term = (match ? match[2]! : query).trim().toLowerCase();
        if (type === 'Vendor_Hardware') return hardwareSearch(context, match ? match[2]! : '');
        if (type === 'Vendor_Virtual_Guest') return searchGuests(context, match![2]!);
        if (type !== 'Vendor_Network_Vlan') return [];
        // `"a" "b"` (quoted terms, as slcli's `hw vlan-add` sends them) matches any of the terms.
        const quoted = [...term.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
        const terms = quoted.length > 0 ? quoted : [term];
        const hits = context.data.networkVlans.filter((vlan) => terms.some((one) =>
          one === '' ||
          [String(vlan.id), String(vlan.vlanNumber), vlan.fullyQualifiedName.toLowerCase()].includes(one) ||
          vlan.name.toLowerCase().includes(one),
        ));
        return hits.map((vlan) =>
          output(context, { relevanceScore: '1', resourceType: 'Vendor_Network_Vlan', resource: vlan }, 'Generic'),
        );
      },
    },
  },
};
