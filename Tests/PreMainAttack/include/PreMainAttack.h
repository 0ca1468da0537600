// A dishonest module's C target: code that runs before main (see attack.c).
int pre_main_attack_ran(void);
