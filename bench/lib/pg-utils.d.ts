// node-postgres' internal helpers ship no types; this is the one part the SQL capture uses.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
