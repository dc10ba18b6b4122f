// The morning rush's ceiling (`npm run bench:manha -- --teto`): a bare Fastify in place of the
// portal, answering the rush's routes with bodies of the portal's shape and size (an employee's
// two tickets, 1.2 KB; a chat of 20 messages, 3.9 KB) and the same status codes, nothing else. What
// it answers within is what the machine and the load generator can carry; the rest of the
// portal's figures is the portal's own work per request (docs/decisions/086-consultas-nomeadas.md).
import Fastify from 'fastify';

const agora = new Date().toISOString();
const ticket = (id, status) => ({
  id,
  status,
  criado_em: agora,
  nome_usuario: 'Colaborador 1',
  avaliado: false,
  avaliacao: null,
  prioridade: 'normal',
  etapa: status === 'aberto' ? 'em_atendimento' : 'resolvido',
  responsavel_id: null,
  responsavel_nome: null,
  inicio_contagem: agora,
  primeira_resposta_ate: agora,
  primeira_resposta_em: agora,
  primeira_resposta_minutos: 0,
  resolucao_ate: agora,
  resolvido_em: status === 'aberto' ? null : agora,
  resolucao_minutos: status === 'aberto' ? null : 0,
  pausado: status !== 'aberto',
  situacao_sla: status === 'aberto' ? 'no_prazo' : 'cumprido',
  resposta_nao_lida: status === 'aberto',
});
const tickets = JSON.stringify([ticket(2, 'aberto'), ticket(1, 'fechado')]);
const mensagens = JSON.stringify(
  Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    remetente: i % 2 ? 'suporte' : 'usuario',
    tipo: 'text',
    mensagem: `Mensagem ${i + 1}: o sistema de frotas não abre o relatório mensal desde ontem.`,
    enviado_em: agora,
  })),
);

const app = Fastify({ logger: false });
const json = (corpo) => (_req, reply) => reply.type('application/json; charset=utf-8').send(corpo);
app.get('/api/health', json('{"status":"ok"}'));
app.get('/api/atendimentos', json(tickets));
app.get('/api/atendimentos/:id/mensagens', json(mensagens));
app.post('/api/atendimentos/:id/mensagens', (_req, reply) => reply.code(201).send({ id: 1 }));
app.post('/api/login', json('{"token":"-"}'));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1', backlog: 65_535 });
// the bench reads each instance's metrics: none here
const metricas = Fastify({ logger: false });
metricas.get('/metrics', (_req, reply) => reply.type('text/plain').send(''));
await metricas.listen({ port: Number(process.env.METRICS_PORT), host: '127.0.0.1' });
