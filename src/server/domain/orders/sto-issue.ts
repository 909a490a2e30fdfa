import { sql } from 'kysely';

/**
 * Whether material document `d` issued (641) for stock transport order `sto`: posted with the
 * order as reference, or with one of its outbound deliveries (deliveries/post-goods-issue.ts).
 */
export function issuedForSto(sto: string) {
  return sql<boolean>`((d.reference_type = 'STO' and d.reference_number = ${sto})
    or (d.reference_type = 'DLV' and d.reference_number in (select x.delivery_number from delivery x where x.order_type = 'STO' and x.order_number = ${sto})))`;
}
