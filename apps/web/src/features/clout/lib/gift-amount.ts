import { CLOUT_GIFT_DEFAULT } from "@twl/contract";

/** The slider starts at the lower of 10 and the balance; 0 when there is nothing to give. */
export function defaultGiftAmount(balance: number): number {
  return Math.max(0, Math.min(CLOUT_GIFT_DEFAULT, balance));
}

/** A gift is a whole number from 1 to the available balance. */
export function isValidGiftAmount(amount: number, balance: number): boolean {
  return Number.isInteger(amount) && amount >= 1 && amount <= balance;
}
