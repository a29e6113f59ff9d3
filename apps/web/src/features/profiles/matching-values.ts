import type { ProfileDetails } from '@ideaignite/contract';

/** The matching fields every role's form has (issue 14): sectors, state and city. */
export interface PlaceValues {
  sectors: string[];
  state: string;
  city: string;
}

export function placeValues(details: ProfileDetails | null): PlaceValues {
  return {
    sectors: details?.sectors ?? [],
    state: details?.state ?? '',
    city: details?.city ?? '',
  };
}

/**
 * The body's matching fields: one `sectors` field per sector, or one empty field when none is
 * chosen (so clearing them saves), and '' for an empty state or city.
 */
export function placeFields(values: PlaceValues) {
  return {
    sectors: values.sectors.length > 0 ? values.sectors : '',
    state: values.state,
    city: values.city.trim(),
  };
}

/** A ticket bound as the form holds it ('' for none) from the stored rupees. */
export const ticketValue = (amount: number | null | undefined) => (amount == null ? '' : String(amount));
