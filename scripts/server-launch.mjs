// How the production server process is launched, shared by `npm start` and the benchmarks so
// that the figures are those of the real start.
//  - MALLOC_ARENA_MAX=2: argon2 hashes run on libuv's threads; glibc otherwise gives each thread
//    its own malloc arena and keeps their 19 MiB blocks, inflating the resident memory.
//  - --max-semi-space-size=4 (MiB): a smaller young generation; short-lived request garbage is
//    collected sooner, at no measured cost in throughput.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
