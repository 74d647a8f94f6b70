import { type Config, ConfigError, loadConfig } from './config.ts';

/** Ends a command-line program with a message for the person who ran it. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configuration, or exit with what is wrong with it. */
export function loadConfigOrFail(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}
