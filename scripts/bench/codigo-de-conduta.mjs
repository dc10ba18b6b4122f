// A Código de Conduta of the length a company of this kind publishes (about 600 words), in
// the screen's simple format (web/features/conduta/formato.ts): what `npm run bench:telas`
// publishes, so that /codigo-de-conduta is measured with its text, as the employees open it.
const secoes = [
  [
    'A quem se aplica',
    'Este código vale para todas as pessoas que trabalham na empresa ou em seu nome: sócios, ' +
      'empregados das fazendas e do escritório, safristas, estagiários, prestadores de serviço e ' +
      'parceiros que atuam em nossas propriedades. Ninguém está acima dele, e a liderança tem o ' +
      'dever de dar o exemplo.',
  ],
  [
    'Respeito entre as pessoas',
    'Tratamos colegas, clientes, fornecedores e vizinhos com respeito, no campo, no escritório e ' +
      'nos grupos de mensagens. Não aceitamos discriminação por origem, cor, gênero, orientação, ' +
      'religião, idade, deficiência ou opinião política.',
    [
      'não toleramos assédio moral, como humilhações, gritos, ameaças ou isolamento de colegas;',
      'não toleramos assédio sexual, em palavras, gestos, mensagens ou contato físico;',
      'quem presenciar uma situação assim deve relatá-la à Ouvidoria.',
    ],
  ],
  [
    'Saúde e segurança no trabalho',
    'Nenhuma tarefa é tão urgente que não possa ser feita com segurança. Cada pessoa usa os ' +
      'equipamentos de proteção indicados para a sua atividade, respeita as sinalizações e só opera ' +
      'máquinas, implementos e veículos para os quais foi treinada e autorizada.',
    [
      'é proibido trabalhar sob efeito de álcool ou de outras drogas;',
      'a aplicação de defensivos segue a receita agronômica, o período de carência e o uso do EPI completo;',
      'acidentes e quase acidentes são comunicados no mesmo dia ao encarregado.',
    ],
  ],
  [
    'Cuidado com os animais',
    'O manejo do rebanho é feito com calma e sem violência. Não usamos ferrões, pancadas ou ' +
      'gritos para conduzir o gado. Animais doentes ou feridos são separados e atendidos, e o uso de ' +
      'medicamentos veterinários é registrado e respeita o período de carência antes do abate ou da ' +
      'venda do leite.',
  ],
  [
    'Meio ambiente',
    'Cumprimos o Código Florestal, preservamos as áreas de preservação permanente e a reserva ' +
      'legal e não usamos fogo para limpar áreas. Embalagens vazias de defensivos passam pela tríplice ' +
      'lavagem e são devolvidas nos postos indicados. Vazamentos de óleo ou combustível são contidos e ' +
      'comunicados imediatamente.',
  ],
  [
    'Integridade nos negócios',
    'Não oferecemos, prometemos nem aceitamos vantagens indevidas de clientes, fornecedores, ' +
      'compradores de grãos ou agentes públicos. Brindes de valor simbólico podem ser aceitos; ' +
      'qualquer outro presente é recusado com educação e comunicado ao gestor.',
    [
      'conflitos de interesse, como contratar parentes ou comprar de empresas de familiares, são informados antes da decisão;',
      'pesagens, classificações de grãos e registros de produção refletem o que de fato aconteceu;',
      'documentos fiscais e notas de insumos nunca são alterados ou emitidos sem a operação correspondente.',
    ],
  ],
  [
    'Uso dos bens da empresa',
    'Máquinas, veículos, combustível, insumos, ferramentas e celulares da empresa são usados no ' +
      'trabalho e com cuidado. O uso pessoal precisa de autorização do gestor. Desvios de insumos, ' +
      'grãos ou animais são tratados como falta grave.',
  ],
  [
    'Informações e dados pessoais',
    'Dados de colegas, de clientes e da empresa são usados somente para o trabalho, conforme a Lei ' +
      'Geral de Proteção de Dados. Não compartilhamos fotos, planilhas ou documentos internos em ' +
      'grupos pessoais nem com pessoas de fora.',
    [
      'senhas são pessoais e não são emprestadas;',
      'grupos de mensagens da empresa servem apenas para assuntos de trabalho;',
      'um incidente com dados, como um arquivo enviado à pessoa errada, é comunicado no mesmo dia.',
    ],
  ],
  [
    'Ouvidoria',
    'Qualquer pessoa pode relatar uma suspeita de violação deste código pela Ouvidoria do portal, ' +
      'identificando-se ou de forma anônima. Cada relato é analisado com sigilo por quem não está ' +
      'envolvido no caso, e quem relata de boa-fé não sofre nenhuma retaliação.',
  ],
  [
    'Consequências',
    'O descumprimento deste código pode levar a orientação, advertência, suspensão ou demissão, ' +
      'conforme a gravidade, sem prejuízo das medidas legais. Dúvidas sobre como agir devem ser ' +
      'levadas ao gestor ou à área de compliance antes de agir.',
  ],
];

export const TITULO_DO_CODIGO = 'Código de Conduta e Ética';

export const TEXTO_DO_CODIGO = secoes
  .map(([titulo, paragrafo, lista]) =>
    [`## ${titulo}`, paragrafo, ...(lista ? [lista.map((l) => `- ${l}`).join('\n')] : [])].join(
      '\n\n',
    ),
  )
  .join('\n\n');
