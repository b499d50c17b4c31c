/** docs/rules.md rendered when the app is built (scripts/rulesHtml.ts): a RulesDoc. */
declare module '*.md?html' {
  const doc: {
    readonly intro: string;
    readonly sections: readonly {
      readonly heading: string;
      readonly whole: string;
      readonly gorbyx: readonly [number, number] | null;
    }[];
  };
  export default doc;
}
