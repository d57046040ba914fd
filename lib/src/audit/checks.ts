/*
 * The audit's precondition checks, by name and domain: the one list the audit runs.
 */
import type { AuditCheck } from "./types";
import { cancelEligibility } from "./cancelEligibility";
import { flownFlights } from "./flownFlights";
import { basicEconomyChange } from "./basicEconomyChange";
import { flightBookable } from "./flightBookable";
import { compensationEligibility } from "./compensationEligibility";
import { baggageAllowance } from "./baggageAllowance";
import { bookingTotal } from "./bookingTotal";
import { passengerNames } from "./passengerNames";
import { paymentOnProfile } from "./paymentOnProfile";
import { paymentInstructionConflict } from "./paymentInstructionConflict";
import { orderStatus } from "./orderStatus";
import { itemVariant } from "./itemVariant";
import { cancelReason } from "./cancelReason";
import { unfixedValue } from "./unfixedValue";
import { unobservedEntity } from "./unobservedEntity";

/**
 * Every precondition check the audit runs, with the domains it applies to (docs/definitions/audit.md#checks).
 */
export const AUDIT_CHECKS: readonly AuditCheck[] = [
  { name: "cancelEligibility", domains: ["airline"], run: cancelEligibility },
  { name: "flownFlights", domains: ["airline"], run: flownFlights },
  { name: "basicEconomyChange", domains: ["airline"], run: basicEconomyChange },
  { name: "flightBookable", domains: ["airline"], run: flightBookable },
  { name: "compensationEligibility", domains: ["airline"], run: compensationEligibility },
  { name: "baggageAllowance", domains: ["airline"], run: baggageAllowance },
  { name: "bookingTotal", domains: ["airline"], run: bookingTotal },
  { name: "passengerNames", domains: ["airline"], run: passengerNames },
  { name: "paymentOnProfile", domains: ["airline", "retail"], run: paymentOnProfile },
  { name: "paymentInstructionConflict", domains: ["airline", "retail"], run: paymentInstructionConflict },
  { name: "orderStatus", domains: ["retail"], run: orderStatus },
  { name: "itemVariant", domains: ["retail"], run: itemVariant },
  { name: "cancelReason", domains: ["retail"], run: cancelReason },
  { name: "unfixedValue", domains: ["airline", "retail"], run: unfixedValue },
  { name: "unobservedEntity", domains: ["airline", "retail"], run: unobservedEntity },
];
