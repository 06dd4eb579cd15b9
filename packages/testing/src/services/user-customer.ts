/**
 * `Vendor_User_Customer`: customer users, and `getPortalLoginToken` (password login).
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { FakeFault, INVALID_CREDENTIALS } from '../fake-fault.js';
import type { AnyRecord } from '../record-types.js';
import type { ServiceSpec } from '../service-spec.js';

/** The `Vendor_User_Customer` service. */
export const userCustomerService: ServiceSpec = {
  type: 'User',
  collection: (data) => data.users as unknown as AnyRecord[],
  editable: ['firstName', 'lastName', 'email', 'companyName', 'address1', 'city', 'state', 'country', 'postalCode', 'officePhone'],
  methods: {
    getPortalLoginToken: {
      public: true,
      run: (context) => {
        const [username, password] = context.args;
        const user = context.state.options.users.find((candidate) => candidate.username === username);
        if (!user || user.password === undefined || typeof password !== 'string' || password !== user.password) {
          throw new FakeFault(INVALID_CREDENTIALS, 'Invalid username or password.');
        }
        const hash = randomBytes(32).toString('hex');
        context.state.tokens.set(hash, user.id);
        return { userId: user.id, hash };
      },
    },
  },
};
