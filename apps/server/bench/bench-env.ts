/** What the benchmark scripts share: their settings from the environment and how a script runs. */

/** The whole number above 0 that environment variable `name` holds, else `fallback` (unset, empty or anything else). */
export const intEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Runs a script's `main`: a failure is printed and sets exit code 1 (the process ends once its work has closed). */
export const runScript = (main: () => Promise<void>): void => {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
};
