// A port on 127.0.0.1 that nothing listens on now, chosen by the system: for the servers, nginx
// and Prometheus the benchmarks and tests start, instead of a port picked at random among a few
// hundred, which nothing kept free.
import net from 'node:net';

export const portaLivre = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
