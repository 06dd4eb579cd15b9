/**
 * Records of ticket attachments, as `TicketManager` returns them.
 *
 * @module
 */

/**
 * A file attached to a ticket (`Ticket_Attachment_File`).
 *
 * @example
 * ```ts
 * const file = await tickets.uploadAttachment(123, { data: new TextEncoder().encode('log'), fileName: 'boot.log' });
 * console.log(file.id, file.fileName);
 * ```
 */
export interface TicketAttachmentFile {
  /** Attachment id. */
  id?: number;
  /** Ticket id. */
  ticketId?: number;
  /** File name shown on the ticket. */
  fileName?: string;
  /** Size in bytes (a string, as the service writes it). */
  fileSize?: string;
  /** When it was uploaded (ISO-8601). */
  createDate?: string;
  /** Update the file belongs to. */
  updateId?: number;
}

/**
 * A server attached to a ticket (`Ticket_Attachment_Hardware` or `Ticket_Attachment_Virtual_Guest`).
 *
 * @example
 * ```ts
 * const attachment = await tickets.attachHardware(123, 456);
 * console.log(attachment.attachmentId);
 * ```
 */
export interface TicketAttachment {
  /** Attachment id. */
  id?: number;
  /** Ticket id. */
  ticketId?: number;
  /** Id of the attached server. */
  attachmentId?: number;
  /** When it was attached (ISO-8601). */
  createDate?: string;
  /** Hardware id, for a hardware attachment. */
  hardwareId?: number;
  /** Virtual guest id, for a virtual server attachment. */
  virtualGuestId?: number;
}
