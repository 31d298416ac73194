enum SuuntoPlaceholder {}
