/** The `edifact` package ships no types: the one class this project uses. */
declare module 'edifact/reader.js' {
  export default class Reader {
    constructor(config?: { autoDetectEncoding?: boolean });
    parse(document: string): { name: string; elements: string[][] }[];
  }
}
