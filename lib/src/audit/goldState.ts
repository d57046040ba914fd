/*
 * A reservation as the gold leaves it: the initial state the runs observed, with the task's earlier gold writes
 * applied (a cabin upgrade before the bags are added changes the bag allowance).
 */
import { reservations, type Seen } from "./observations";
import type { AuditContext } from "./types";

/**
 * The reservation a gold action meets: the observed initial record with every earlier gold
 * `update_reservation_flights` (cabin, flights), `update_reservation_passengers` (passengers) and
 * `update_reservation_baggages` (total and non-free bags) on it applied, in order; undefined when it was never
 * observed.
 *
 * @internal
 * @param ctx the audit context
 * @param reservationId the reservation
 * @param before the index of the gold action about to act (earlier ones are applied)
 * @returns the record and the event that showed its initial state
 * @example
 * reservationBefore({ gold: [], observations: [] } as any, "ABC123", 0); // undefined
 */
export function reservationBefore(ctx: Pick<AuditContext, "gold" | "observations">, reservationId: string | null, before: number): Seen | undefined {
  if (reservationId === null) return undefined;
  const seen = reservations(ctx.observations).get(reservationId);
  if (!seen) return undefined;
  const value: Record<string, unknown> = { ...seen.value };
  ctx.gold.slice(0, before).forEach((g) => {
    if (g.arguments.reservation_id !== reservationId) return;
    const a = g.arguments;
    if (g.name === "update_reservation_flights") {
      if (typeof a.cabin === "string") value.cabin = a.cabin;
      if (Array.isArray(a.flights)) value.flights = a.flights;
    } else if (g.name === "update_reservation_passengers" && Array.isArray(a.passengers)) value.passengers = a.passengers;
    else if (g.name === "update_reservation_baggages") {
      value.total_baggages = a.total_baggages;
      value.nonfree_baggages = a.nonfree_baggages;
    } else if (g.name === "cancel_reservation") value.status = "cancelled";
  });
  return { value, event: seen.event, initial: seen.initial };
}
