import type { FastifyReply } from 'fastify';
import { DomainError } from '../domain/errors';
import { LABEL_CONTENT_TYPE, type LabelKind, labelLayout, renderLabels } from '../domain/labels';
import { layoutToSvg } from '../domain/labels/svg';

/** Labels as PDF (inline), ZPL (text) or an SVG preview (the first label). */
export async function sendLabels<K extends LabelKind>(
  reply: FastifyReply,
  kind: K,
  data: Parameters<typeof renderLabels<K>>[1],
  format: 'pdf' | 'zpl' | 'svg',
  name: string,
) {
  reply.header('cache-control', 'no-store');
  if (format === 'svg') {
    const first = data[0];
    if (!first) throw new DomainError('LABEL_FIELD_MISSING', { kind, field: 'data' });
    return reply.type('image/svg+xml; charset=utf-8').send(layoutToSvg(labelLayout(kind, first)));
  }
  const body = await renderLabels(kind, data, format);
  reply.header('content-disposition', `inline; filename="${name}.${format}"`);
  return reply.type(LABEL_CONTENT_TYPE[format]).send(body);
}

/** A rendered document (PDF) inline, under its file name. */
export function sendPdf(reply: FastifyReply, doc: { pdf: Buffer; name: string }) {
  reply.header('cache-control', 'no-store');
  reply.header('content-disposition', `inline; filename="${doc.name}.pdf"`);
  return reply.type('application/pdf').send(doc.pdf);
}
