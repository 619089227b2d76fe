// The JSON Resume schema's validator ships no types; this is the part the tests call.
declare module '@jsonresume/schema' {
  const schema: {
    validate(document: unknown, done: (errors: unknown[] | null, valid: boolean) => void): void;
  };
  export default schema;
}
