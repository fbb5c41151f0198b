import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';
export default mergeConfig(base, defineConfig({ test: { execArgv: ['--cpu-prof', '--cpu-prof-dir=/tmp/tt/prof', '--cpu-prof-interval=2000'] } }));
