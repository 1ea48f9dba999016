import type { Localization } from '@mui/material/locale';

/**
 * MUI's own texts in Filipino. MUI ships a Tagalog pack (tlTL), but it is wrong where
 * it matters: "Maaliwalas" (clear weather) for clearing a field, "Bukas" (tomorrow)
 * for opening a list, a Turkish label on pagination. These are the portal's.
 */
const pageLabels = { first: 'Unang pahina', last: 'Huling pahina', next: 'Susunod na pahina', previous: 'Nakaraang pahina' } as const;

export const muiFilipino: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Ipakita ang buong daan' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type) => pageLabels[type],
        labelRowsPerPage: 'Hilera bawat pahina:',
        labelDisplayedRows: ({ from, to, count }) => `${from}–${to} ng ${count !== -1 ? count : `higit sa ${to}`}`,
      },
    },
    MuiRating: {
      defaultProps: { getLabelText: (value) => `${value} bituin`, emptyLabelText: 'Wala' },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Burahin',
        closeText: 'Isara',
        loadingText: 'Naglo-load…',
        noOptionsText: 'Walang mapagpipilian',
        openText: 'Buksan ang listahan',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Isara' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Mga pahina',
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return selected ? `Pahina ${page}` : `Pumunta sa pahina ${page}`;
          return type in pageLabels ? pageLabels[type as keyof typeof pageLabels] : '';
        },
      },
    },
  },
};
