/**
 * `@svclib/testing` — a fake Vendor XML-RPC API server on loopback with in-memory data, for
 * svclib's own tests, demos and your tests.
 *
 * @packageDocumentation
 */

export { startFakeServer } from './http/fake-server.js';
export { MIN_COMPRESSED_BYTES } from './http/http-compression.js';
export { conformanceProblem, INVALID_MASK_PROPERTY, METHOD_NOT_MODELLED, NEWER_THAN_SNAPSHOT } from './http/conformance.js';
export type { NewerProperty } from './http/conformance.js';
export { createFixtureTransport, FixtureNotFoundError } from './fixture-transport.js';
export type { Fixture, FixtureRequest, Fixtures, FixtureTransport, FixtureValue } from './fixture-transport.js';
export { isMockClient, mockClient, UnmockedCallError } from './mock-client.js';
export type { MockClient, MockRule } from './mock-client.js';
export type {
  AsymmetricMatcher, MockCall, MockCallMatch, MockMethod, MockResult, MockService, MockServiceName, Partially, RecordedCall,
} from './remote-call.js';
export type { CheckedRemoteCall, ExpectedRemoteCall, RemoteCallMatchers } from './remote-matchers.js';
export type { FakeServer } from './http/fake-server.js';
export { seededRandom } from './data/random.js';
export { withPollutedPrototype } from './polluted-prototype.js';
export type { Random } from './data/random.js';
export { FAKE_ACCOUNT_ID, FAKE_API_KEY, FAKE_PASSWORD, FAKE_USER_ID, FAKE_USERNAME } from './data/constants.js';
export { SEEDED_STORAGE } from './data/storage-data.js';
export type { CorsOption } from './http/cors.js';
export type { FakeRateLimit, FakeServerOptions, FakeServerUser, FakeTokenOptions } from './http/options.js';
export type { FakeServerState } from './http/server-state.js';
export type { FakeDataset, FakeDatasetCounts } from './data/dataset.js';
export type {
  FakeGuestNotification, FakeImageTemplate, FakeNetworkStorage, FakePortableVolume, FakeSshKey,
} from './data/guest-extras.js';
export type { RecordedRequest } from './http/recorded-request.js';
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
} from './http/injection.js';
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
} from './data/records.js';
