/** A filter's filled fields as a query string's parameters: empty fields are left out, not sent empty. */
export const filledQuery = (filter: object) =>
  new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
