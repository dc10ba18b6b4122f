// Runs in every API test file before its tests (vitest.config.ts). The built server that some
// tests start is another process and keeps the product's argon2id profile.
import { hashBaratoParaTestes } from '../lib/password-hashing.js';

hashBaratoParaTestes();
