/**
 * `Vendor_Search`: `advancedSearch('_objectType:Vendor_Network_Vlan <term>')` over the VLANs and
 * `_objectType:Vendor_Virtual_Guest …` over the virtual guests (`search-guests.ts`); other types find nothing.
 *
 * @module
 */
import { output, stringArgument, type ServiceSpec } from '../service-spec.js';
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
        if (type === 'Vendor_Virtual_Guest') return searchGuests(context, match![2]!);
        if (type !== 'Vendor_Network_Vlan') return [];
        const hits = context.data.networkVlans.filter((vlan) =>
          term === '' ||
          [String(vlan.id), String(vlan.vlanNumber), vlan.fullyQualifiedName.toLowerCase()].includes(term) ||
          vlan.name.toLowerCase().includes(term),
        );
        return hits.map((vlan) =>
          output(context, { relevanceScore: '1', resourceType: 'Vendor_Network_Vlan', resource: vlan }, 'Generic'),
        );
      },
    },
  },
};
