/**
 * Records of ticket attachments, as `TicketManager` returns them.
 *
 * @module
 */
import type { Ticket_Attachment_File, Ticket_Attachment_Hardware, Ticket_Attachment_Virtual_Guest } from '@svclib/model';

/**
 * A file attached to a ticket (`Ticket_Attachment_File`).
 * The generated record `Ticket_Attachment_File` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const file = await tickets.uploadAttachment(123, { data: new TextEncoder().encode('log'), fileName: 'boot.log' });
 * console.log(file.id, file.fileName);
 * ```
 *
 * @deprecated Use `Ticket_Attachment_File` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type TicketAttachmentFile = Ticket_Attachment_File;

/**
 * A server attached to a ticket (`Ticket_Attachment_Hardware` or `Ticket_Attachment_Virtual_Guest`).
 * The generated records `Ticket_Attachment_Hardware` (`addAttachedHardware`) or `Ticket_Attachment_Virtual_Guest`
 * (`addAttachedVirtualGuest`) of `@svclib/model`.
 *
 * @example
 * ```ts
 * const attachment = await tickets.attachHardware(123, 456);
 * console.log(attachment.attachmentId);
 * ```
 */
export type TicketAttachment = Ticket_Attachment_Hardware | Ticket_Attachment_Virtual_Guest;
