import { describe, expect, it } from 'vitest';

import { joinPairedValues } from './option-pairs.js';

const FLAGS = ['--resize-disk', '-r'];

describe('joinPairedValues (slcli\'s nargs=2 options)', () => {
  it.each([
    // slcli's vs_tests.py::test_upgrade_disk form: `--flag=A B`, repeated.
    [['100', '--resize-disk=10', '1', '--resize-disk=10', '2'], ['100', '--resize-disk=10 1', '--resize-disk=10 2']],
    // `--flag A B`, the id before or after.
    [['100', '--resize-disk', '250', '2'], ['100', '--resize-disk', '250 2']],
    [['--resize-disk', '250', '2', 'web01', '--yes'], ['--resize-disk', '250 2', 'web01', '--yes']],
    [['-r', '250', '2', 'web01'], ['-r', '250 2', 'web01']],
    // Left alone: one value holding both, a second value that is not a whole number, nothing after, after `--`.
    [['--resize-disk', '250:2', '100'], ['--resize-disk', '250:2', '100']],
    [['--resize-disk=250:2', '100'], ['--resize-disk=250:2', '100']],
    [['100', '--resize-disk', '250', 'web01'], ['100', '--resize-disk', '250', 'web01']],
    [['100', '--resize-disk', '250'], ['100', '--resize-disk', '250']],
    [['100', '--', '--resize-disk', '250', '2'], ['100', '--', '--resize-disk', '250', '2']],
    // Other options are not touched.
    [['100', '--add-disk', '10', '2'], ['100', '--add-disk', '10', '2']],
    [['100', '--resize-diskx=10', '2'], ['100', '--resize-diskx=10', '2']],
  ])('%j → %j', (args, joined) => {
    expect(joinPairedValues(args, FLAGS)).toEqual(joined);
  });
});
