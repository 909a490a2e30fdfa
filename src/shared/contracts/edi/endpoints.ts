import { z } from 'zod';
import { grant } from '../../access';
import { endpoint, endpointsFor } from '../endpoint';
import { paged } from '../stock/schemas';
import {
  EDI_MAX_CHARS,
  ediFileView,
  fileParams,
  fileSearchSchema,
  inboundResult,
  messageParams,
  messageSearchSchema,
  messageSummary,
  messageView,
  partnerView,
  savedPartnerView,
  setPartnerSchema,
  uploadMessageSchema,
  vendorParams,
} from './schemas';

/**
 * Suppliers' own systems. Administrators (ADMIN/EDI) set each vendor's channel and read every message
 * in or out, processing a refused one again; a supplier's system uploads EDI files (MM/ASN, its own
 * vendor only); a cXML partner posts over HTTPS, identified by its shared secret (no session).
 */
const ADMIN_API = '/supplier/api/admin/edi';
const admin = grant('ADMIN', 'EDI');
const read = endpointsFor('GET', admin);

export const listPartners = read(`${ADMIN_API}/partners`, 'Every vendor with a channel set: channel, format, version', {
  response: z.array(partnerView),
});
export const setPartner = endpoint({
  method: 'PUT',
  path: `${ADMIN_API}/partners/:vendor`,
  access: admin,
  summary: "Set a vendor's channel (portal, cXML, EDI files), format and version; a new cXML shared secret is answered once",
  params: vendorParams,
  body: setPartnerSchema,
  response: savedPartnerView,
});
export const searchMessages = read(`${ADMIN_API}/messages`, 'Messages in and out, newest first', {
  query: messageSearchSchema,
  response: paged(messageSummary),
});
export const getMessage = read(
  `${ADMIN_API}/messages/:messageId`,
  'One message: raw text, what it was read as, refusals, acknowledgement',
  {
    params: messageParams,
    response: messageView,
  },
);
export const reprocessMessage = endpoint({
  method: 'POST',
  path: `${ADMIN_API}/messages/:messageId/reprocess`,
  access: admin,
  summary: 'Process a refused inbound message again, or send a failed outbound message again',
  params: messageParams,
  response: messageView,
});
export const uploadMessage = endpoint({
  method: 'POST',
  path: '/supplier/api/supplier/edi/messages',
  access: grant('MM', 'ASN'),
  summary:
    'Upload an EDI file (DESADV, 856, cXML, CSV notice; ORDRSP, 855): processed as the form would, answered with its acknowledgement',
  body: uploadMessageSchema,
  response: inboundResult,
  bodyLimit: EDI_MAX_CHARS * 2 + 10_000,
});
/**
 * The file channel over HTTP: the supplier's system lists the files the portal has for it (orders in
 * its EDI format, acknowledgements of what it sent), downloads each and acknowledges it (collected).
 */
const FILES = '/supplier/api/supplier/edi/files';
const supplierFiles = grant('MM', 'ASN');
export const listSupplierFiles = endpoint({
  method: 'GET',
  path: FILES,
  access: supplierFiles,
  summary: "The files waiting for the supplier's system (outbound orders, acknowledgements), oldest first; all=true also the collected",
  query: fileSearchSchema,
  response: paged(ediFileView),
});
export const downloadSupplierFile = endpoint({
  method: 'GET',
  path: `${FILES}/:fileId`,
  access: supplierFiles,
  summary: "One file's text as it went out (the order, or the acknowledgement), with its name",
  params: fileParams,
  produces: 'text/plain',
});
export const acknowledgeSupplierFile = endpoint({
  method: 'POST',
  path: `${FILES}/:fileId/collected`,
  access: supplierFiles,
  summary: "The supplier's system has the file: it leaves the waiting list (an order counts as sent); repeat-safe",
  params: fileParams,
  response: ediFileView,
});
/** cXML over HTTPS: the document is the body (text/xml); the answer is the cXML Status document. */
export const cxmlInbound = endpoint({
  method: 'POST',
  path: '/supplier/api/cxml',
  access: 'public',
  summary: 'cXML requests from a partner (ShipNoticeRequest, ConfirmationRequest), identified by its shared secret',
  body: z.string().max(EDI_MAX_CHARS),
  produces: 'text/plain',
  bodyLimit: EDI_MAX_CHARS + 10_000,
});
