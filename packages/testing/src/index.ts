/**
 * `@svclib/testing` — a fake Vendor XML-RPC API server on loopback with in-memory data, for
 * svclib's own tests, demos and your tests.
 *
 * @packageDocumentation
 */

export { startFakeServer } from './fake-server.js';
export { MIN_COMPRESSED_BYTES } from './http-compression.js';
export { conformanceProblem, INVALID_MASK_PROPERTY, METHOD_NOT_MODELLED, NEWER_THAN_SNAPSHOT } from './conformance.js';
export type { NewerProperty } from './conformance.js';
export { createFixtureTransport, FixtureNotFoundError } from './fixture-transport.js';
export type { Fixture, FixtureRequest, Fixtures, FixtureTransport, FixtureValue } from './fixture-transport.js';
export type { FakeServer } from './fake-server.js';
export { seededRandom } from './random.js';
export { withPollutedPrototype } from './polluted-prototype.js';
export type { Random } from './random.js';
export { FAKE_ACCOUNT_ID, FAKE_API_KEY, FAKE_PASSWORD, FAKE_USER_ID, FAKE_USERNAME } from './constants.js';
export type { CorsOption } from './cors.js';
export type { FakeRateLimit, FakeServerOptions, FakeServerUser } from './options.js';
export type { FakeServerState } from './server-state.js';
export type { FakeDataset, FakeDatasetCounts } from './dataset.js';
export type {
  FakeGuestNotification, FakeImageTemplate, FakeNetworkStorage, FakePortableVolume, FakeSshKey,
} from './guest-extras.js';
export type { RecordedRequest } from './recorded-request.js';
export type {
  FakeDropFailure,
  FakeFailure,
  FakeFailureRule,
  FakeFaultFailure,
  FakeHttpFailure,
  FakeMalformedFailure,
  FakeResultFailure,
  FakeSlowBodyFailure,
  FakeSlowHeadersFailure,
  FakeTruncateFailure,
} from './injection.js';
export type {
  FakeAccount,
  FakeBillingItem,
  FakeDatacenter,
  FakeDomain,
  FakeGlobalIpRecord,
  FakeHardware,
  FakeIpAddress,
  FakeKeyName,
  FakeNetworkBillingItem,
  FakeNetworkComponent,
  FakeNetworkPod,
  FakeOperatingSystem,
  FakeResourceRecord,
  FakeRwhoisData,
  FakeSubnet,
  FakeTagReference,
  FakeTicket,
  FakeTicketSubject,
  FakeTicketUpdate,
  FakeTransaction,
  FakeUser,
  FakeVirtualGuest,
  FakeVlan,
  Present,
} from './records.js';
