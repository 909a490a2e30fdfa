import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { InboundResult, PartnerView, SetPartnerInput } from '../../../shared/contracts/edi/schemas';
import type { AddressPolicy } from '../../adapters/address-policy';
import type { DB } from '../../db/schema';
import { type AuditActor, auditBy, beforeAfter } from '../auth/audit';
import { DomainError } from '../errors';
import { checkWebhookUrl } from '../webhooks/check-webhook-url';
import { sealSecret } from '../webhooks/webhook-secret';
import { cxmlAck } from './acks';
import { parseCxml } from './cxml';
import { EdiRefusal, refusal } from './edi-types';
import { processMessage } from './receive-message';

/**
 * Per vendor the channel an administrator sets: portal only, cXML over HTTPS (a shared secret the
 * partner's system sends in its Sender credential; kept as a hash, shown once), or EDI files over the
 * upload endpoint; the format and version; the supplier user its messages act as; where orders go.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function listPartners(db: Kysely<DB>): Promise<PartnerView[]> {
  const rows = await db
    .selectFrom('edi_partner as p')
    .innerJoin('vendor as v', 'v.vendor_id', 'p.vendor_id')
    .leftJoin('app_user as u', 'u.user_id', 'p.user_id')
    .select([
      'p.vendor_id',
      'v.name',
      'p.channel',
      'p.format',
      'p.version',
      'u.username',
      'p.secret_hash',
      'p.outbound_url',
      'p.updated_at',
    ])
    .orderBy('p.vendor_id')
    .execute();
  return rows.map((r) => ({
    vendor: r.vendor_id,
    vendorName: r.name,
    channel: r.channel as PartnerView['channel'],
    format: r.format as PartnerView['format'],
    version: r.version,
    username: r.username,
    hasSecret: r.secret_hash !== null,
    outboundUrl: r.outbound_url,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

export async function setPartner(
  db: Kysely<DB>,
  actor: AuditActor & { userId: number },
  vendor: string,
  input: SetPartnerInput,
  policy: AddressPolicy,
  /** SESSION_SECRET: seals the new cXML shared secret, which outbound orders carry (order-sender.ts) */
  sessionSecret: string,
): Promise<PartnerView & { secret: string | null }> {
  const known = await db.selectFrom('vendor').select('vendor_id').where('vendor_id', '=', vendor).executeTakeFirst();
  if (!known) throw new DomainError('EDI_PARTNER_NOT_FOUND', { vendor });
  let userId: number | null = null;
  if (input.username) {
    const user = await db
      .selectFrom('app_user as u')
      .innerJoin('user_vendor as uv', 'uv.user_id', 'u.user_id')
      .select('u.user_id')
      .where('u.username', '=', input.username)
      .where('uv.vendor_id', '=', vendor)
      .executeTakeFirst();
    if (!user) throw new DomainError('EDI_PARTNER_USER', { username: input.username, vendor });
    userId = user.user_id;
  } else if (input.channel === 'CXML') {
    throw new DomainError('EDI_PARTNER_USER', { username: '-', vendor });
  }
  if (input.outboundUrl) await checkWebhookUrl(input.outboundUrl, policy);
  const before = await db.selectFrom('edi_partner').selectAll().where('vendor_id', '=', vendor).executeTakeFirst();
  const secret = input.channel === 'CXML' && (input.newSecret || !before?.secret_hash) ? randomBytes(24).toString('base64url') : null;
  const values = {
    channel: input.channel,
    format: input.format,
    version: input.version,
    user_id: userId,
    outbound_url: input.outboundUrl || null,
    updated_by: actor.userId,
    updated_at: new Date(),
    ...(secret ? { secret_hash: sha256(secret), secret_sealed: sealSecret(secret, sessionSecret) } : {}),
  };
  await db
    .insertInto('edi_partner')
    .values({ vendor_id: vendor, ...values })
    .onConflict((oc) => oc.column('vendor_id').doUpdateSet(values))
    .execute();
  await auditBy(db, actor, {
    action: 'EDI_PARTNER_SET',
    objectType: 'VENDOR',
    objectId: vendor,
    details: beforeAfter(
      before ? { channel: before.channel, format: before.format, version: before.version, outboundUrl: before.outbound_url } : undefined,
      { channel: input.channel, format: input.format, version: input.version, outboundUrl: input.outboundUrl ?? null },
    ),
  });
  const saved = (await listPartners(db)).find((p) => p.vendor === vendor);
  if (!saved) throw new Error(`partner ${vendor} not saved`);
  return { ...saved, secret };
}

/**
 * A cXML request over HTTPS: the vendor named in the Sender credential, its shared secret checked
 * (constant time) against the hash its partner record keeps, then processed as the partner's user.
 * Answers the cXML Status document (a refused secret too: nothing is kept then).
 */
export async function receiveCxml(db: Kysely<DB>, xml: string): Promise<{ status: number; body: string; result: InboundResult | null }> {
  let vendor = '';
  let secret = '';
  try {
    const { header } = parseCxml(xml);
    vendor = header.senderIdentity || header.fromIdentity;
    secret = header.sharedSecret;
  } catch (error) {
    if (!(error instanceof EdiRefusal)) throw error;
    return { status: 400, body: cxmlAck({}, error.entry, 0), result: null };
  }
  const partner = vendor
    ? await db.selectFrom('edi_partner').select(['channel', 'secret_hash', 'user_id']).where('vendor_id', '=', vendor).executeTakeFirst()
    : undefined;
  const given = Buffer.from(sha256(secret));
  const kept = Buffer.from(partner?.secret_hash ?? sha256(randomBytes(16).toString('hex')));
  const secretOk = !!partner?.secret_hash && secret !== '' && given.length === kept.length && timingSafeEqual(given, kept);
  if (partner?.channel !== 'CXML' || !secretOk || partner.user_id === null)
    return { status: 401, body: cxmlAck({}, refusal('EDI_SECRET_INVALID'), 0), result: null };
  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('user_vendor as uv', 'uv.user_id', 'u.user_id')
    .select('u.user_id')
    .where('u.user_id', '=', partner.user_id)
    .where('uv.vendor_id', '=', vendor)
    .where('u.active', '=', true)
    .executeTakeFirst();
  if (!user) return { status: 401, body: cxmlAck({}, refusal('EDI_SECRET_INVALID'), 0), result: null };
  const caller = { userId: user.user_id, isAdmin: false, isWarehouseUser: false, plants: [], vendors: [vendor] };
  const result = await processMessage(db, caller, { vendor, format: 'CXML', content: xml }, null);
  return { status: 200, body: result.message.ack ?? '', result };
}
