/**
 * The `setTags('a,b')` method every taggable service shares: replaces the object's
 * `tagReferences` (an empty string removes them all).
 *
 * @module
 */
import { invalidParameters } from '../engine/fake-fault.js';
import { ID_BASE, tagReferencesFor } from '../data/generate.js';
import { objectOf, type MethodSpec } from './service-spec.js';
import { describe } from '../engine/values.js';

/** `setTags(tags)` on the object of the call; resolves true. */
export const setTagsMethod: MethodSpec = {
  needsObject: true,
  run: (context) => {
    const value = context.args[0];
    if (typeof value !== 'string') {
      throw invalidParameters(`${context.service}::setTags expects a comma-separated string of tags, got ${describe(value)}.`);
    }
    const names = [...new Set(value.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
    objectOf(context).tagReferences = tagReferencesFor(names, 0).map((reference) => ({
      ...reference,
      id: context.data.nextId('tagReference', [], ID_BASE.tagReference + 800_000_000),
    }));
    return true;
  },
};
