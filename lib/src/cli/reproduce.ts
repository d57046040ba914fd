/** `trajlab reproduce`: published figures beside figures recomputed from logs (owned by the lead; glue only). */
export async function runReproduce(argv: string[]): Promise<number> {
  void argv;
  process.stderr.write("trajlab reproduce: not implemented yet\n");
  return 2;
}
