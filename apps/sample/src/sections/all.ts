/**
 * The sections of the sample, in the order they run.
 *
 * @module
 */

import type { Section } from '../context.js';
import { accountSection } from './account.js';
import { compatV2Section } from './compat-v2.js';
import { createInstanceSection } from './create-instance.js';
import { errorsSection } from './errors.js';
import { pagingSection } from './paging.js';
import { passwordAuthSection } from './password-auth.js';
import { ticketUpdateSection } from './ticket-update.js';
import { ticketsSection } from './tickets.js';
import { transportsSection } from './transports.js';
import { virtualServersSection } from './virtual-servers.js';

/**
 * Every section, numbered from 1 in this order.
 *
 * @example
 * ```ts
 * SECTIONS.map((section, i) => `${i + 1}. ${section.title}`);
 * ```
 */
export const SECTIONS: readonly Section[] = [
  accountSection,
  virtualServersSection,
  ticketsSection,
  ticketUpdateSection,
  pagingSection,
  passwordAuthSection,
  createInstanceSection,
  compatV2Section,
  errorsSection,
  transportsSection,
];
