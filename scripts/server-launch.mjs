// How the production server process is launched, shared by `npm start` and the benchmarks so
// that the figures are those of the real start (deploy/systemd/portal.service says the same).
//  - MALLOC_ARENA_MAX=2: argon2 hashes run on libuv's threads; glibc otherwise gives each thread
//    its own malloc arena and keeps their 19 MiB blocks, inflating the resident memory.
//  - MALLOC_MMAP_THRESHOLD_=131072: a block of 128 KiB or more (an argon2 hash's 19 MiB) is
//    always mapped on its own and handed back to the system when freed. Left to itself, glibc
//    raises that threshold to the size of the first such block freed, and from then on keeps the
//    hashes' blocks in its arenas: 40 MB more resident after a few logins, for good
//    (docs/decisions/087-memoria-das-senhas.md).
//  - --max-semi-space-size=4 (MiB): a smaller young generation; short-lived request garbage is
//    collected sooner, at no measured cost in throughput.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
